import { SessionReminderJob } from '../../api/src/sessions/session-reminder.job';
import { SESSION_PATHS, type SessionView } from '../../shared/sessions/session-booking';
import { SESSION_MESSAGES } from '../../shared/sessions/session-messages';
import { notificationClient } from './notification-test-client';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';
import { book, booked, freeSlots, openAdvisor, sessionClient } from './session-test-client';

const HOUR_MS = 60 * 60_000;
const RACERS = 20;

/** Two API instances on one database and one Redis, as behind a load balancer. */
describe('Consultation sessions across two API instances', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('lets exactly one of twenty students racing for one slot on both instances hold it', async () => {
    const advisor = await sessionClient(first, 'admin');
    await openAdvisor(advisor);
    const students = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        sessionClient(index % 2 ? second : first, 'student'),
      ),
    );
    const { slots } = await freeSlots(students[0]!, advisor.sub, 30, 31);
    const start = slots[0]!.start;

    const answers = await Promise.all(students.map((student) => book(student, advisor.sub, start)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    for (const answer of answers.filter(({ status }) => status === 409)) {
      expect([SESSION_MESSAGES.slotTaken, SESSION_MESSAGES.slotUnavailable]).toContain(
        answer.body.message,
      );
    }

    const winner = students[statuses.indexOf(201)]!;
    const lists = await Promise.all(
      students.map(async (student) => (await student.get(SESSION_PATHS.student)).body.upcoming),
    );
    expect(lists.flat().map((session: SessionView) => [session.studentId, session.start])).toEqual([
      [winner.sub, start],
    ]);
    const range = new URLSearchParams({
      from: new Date(Date.parse(start) - HOUR_MS).toISOString(),
      to: new Date(Date.parse(start) + HOUR_MS).toISOString(),
    });
    for (const server of [first, second]) {
      const onServer = await sessionClient(server, 'admin', advisor.sub);
      const calendar = (await onServer.get(`${SESSION_PATHS.advisor}/bookings?${range}`)).body;
      expect(calendar).toHaveLength(1);
    }
  });

  it('reminds 24 hours and 1 hour before, each exactly once, however the runs overlap', async () => {
    const advisor = await sessionClient(first, 'admin');
    await openAdvisor(advisor);
    const student = await sessionClient(second, 'student');
    const { slots } = await freeSlots(student, advisor.sub, 72, 74);
    const session = await booked(student, advisor.sub, slots[0]!.start);
    const canceled = await booked(student, advisor.sub, slots[4]!.start);
    expect((await student.post(`${SESSION_PATHS.student}/${canceled.id}/cancel`, {})).status).toBe(
      200,
    );

    const jobs = [first, second].map((server) => server.testApp.app.get(SessionReminderJob));
    const start = Date.parse(session.start);
    // Both instances tick in the same slot and in the next ones, all at once.
    const runAround = async (at: number) => {
      const runs = await Promise.all(
        [0, 0, 5, 10].map((minutes, index) =>
          jobs[index % 2]!.run(new Date(at + minutes * 60_000)),
        ),
      );
      return runs.reduce<number>((sum, sent) => sum + (sent ?? 0), 0);
    };

    expect(await runAround(start - 30 * HOUR_MS)).toBe(0);
    expect(await runAround(start - 24 * HOUR_MS + 60_000)).toBe(1);
    expect(await runAround(start - 23 * HOUR_MS)).toBe(0);
    expect(await runAround(start - HOUR_MS + 60_000)).toBe(1);
    expect(await runAround(start - 30 * 60_000)).toBe(0);

    const inbox = await notificationClient(second, student.sub);
    const reminders = (await inbox.list('type=reminder')).body;
    expect(
      reminders.map(({ type, priority, title, actionUrl }) => ({
        type,
        priority,
        title,
        actionUrl,
      })),
    ).toEqual([
      {
        type: 'reminder',
        priority: 'high',
        title: 'Your session starts in 1 hour',
        actionUrl: '/dashboard/sessions',
      },
      {
        type: 'reminder',
        priority: 'normal',
        title: 'Your session starts in 24 hours',
        actionUrl: '/dashboard/sessions',
      },
    ]);
    expect(reminders[0]!.message).toContain('Intro call with Lina Advisor');
  });
});

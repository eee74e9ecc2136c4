import { SESSION_PATHS, type SessionView } from '../../shared/sessions/session-booking';
import { SESSION_MESSAGES } from '../../shared/sessions/session-messages';
import { notificationsSocketPath } from '../../shared/realtime/realtime-messages';
import { notificationClient } from './notification-test-client';
import { openSocket } from './realtime-socket-client';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';
import {
  book,
  freeSlots,
  INTRO,
  openAdvisor,
  sessionClient,
  type SessionClient,
} from './session-test-client';

const ADVISOR = SESSION_PATHS.advisor;
const STUDENT = SESSION_PATHS.student;
const RACERS = 10;
const REVIEW = { ...INTRO, id: 'review', name: 'Application review', requiresConfirmation: true };

/**
 * An advisor's confirm, cancel and reschedule tell the student exactly once, even when the same
 * change is sent ten times at once through two API instances (two tabs, a double click, a retry).
 */
describe('Advisor changes of a session across two API instances', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  /** The advisor signed in on both instances, the student on the second, one session booked. */
  const setUp = async (typeId = 'intro') => {
    const advisor = await sessionClient(first, 'admin');
    await openAdvisor(advisor, [INTRO, REVIEW]);
    const advisorTabs = [advisor, await sessionClient(second, 'admin', advisor.sub)];
    const student = await sessionClient(second, 'student');
    const { slots } = await freeSlots(student, advisor.sub, 40, 44, typeId);
    const answer = await book(student, advisor.sub, slots[0]!.start, typeId);
    expect(answer.status).toBe(201);
    return { advisorTabs, student, session: answer.body as SessionView, slots };
  };
  const race = async (tabs: SessionClient[], path: string, body: object = {}) => {
    return Promise.all(
      Array.from({ length: RACERS }, (_, index) => tabs[index % 2]!.post(path, body)),
    );
  };
  const notices = async (student: SessionClient) => {
    const inbox = await notificationClient(first, student.sub);
    return (await inbox.list('type=reminder')).body;
  };

  it('confirms once and notifies once when ten confirms of one session race', async () => {
    const { advisorTabs, student, session } = await setUp('review');
    expect(session.status).toBe('pending');
    // The student's open tab, on the other instance than half the confirms.
    const { token } = await notificationClient(second, student.sub);
    const tab = openSocket(second.origin, notificationsSocketPath(student.sub, token));
    expect((await tab.nextMessage()).type).toBe('presence');

    const answers = await race(advisorTabs, `${ADVISOR}/bookings/${session.id}/confirm`);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(RACERS - 1);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(
      new Set([SESSION_MESSAGES.notPending]),
    );
    expect((await student.get(`${STUDENT}/${session.id}`)).body.status).toBe('confirmed');
    const told = await notices(student);
    expect(told.map(({ title, priority, actionUrl }) => ({ title, priority, actionUrl }))).toEqual([
      {
        title: 'Your session is confirmed',
        priority: 'normal',
        actionUrl: '/dashboard/sessions',
      },
    ]);
    expect(told[0]!.message).toContain('Application review with Lina Advisor');
    // The tab is poked to read its sessions again (after the notification's own messages).
    let poke = await tab.nextMessage();
    while (poke.type !== 'session-changed') poke = await tab.nextMessage();
    expect(poke).toEqual({ type: 'session-changed', sessionId: session.id });
    tab.socket.close();
  });

  it('cancels once and notifies once when ten cancels of one session race', async () => {
    const { advisorTabs, student, session, slots } = await setUp();

    const answers = await race(advisorTabs, `${ADVISOR}/bookings/${session.id}/cancel`);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 1);
    expect((await student.get(`${STUDENT}/${session.id}`)).body).toMatchObject({
      status: 'canceled',
      lateCancel: false,
    });
    expect((await notices(student)).map(({ title }) => title)).toEqual([
      'Your session was canceled by your advisor',
    ]);
    // The time is free again.
    const other = await sessionClient(first, 'student');
    expect((await book(other, advisorTabs[0]!.sub, slots[0]!.start)).status).toBe(201);
  });

  it('moves once and notifies once when ten reschedules of one session race', async () => {
    const { advisorTabs, student, session, slots } = await setUp();
    const later = slots[8]!.start;

    const answers = await race(advisorTabs, `${ADVISOR}/bookings/${session.id}/reschedule`, {
      start: later,
    });
    const moved = answers.filter((answer) => answer.status === 200);
    expect(moved).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(RACERS - 1);
    expect(moved[0]!.body).toMatchObject({
      start: later,
      status: 'confirmed',
      rescheduledFrom: session.id,
    });
    const upcoming = (await student.get(STUDENT)).body.upcoming as SessionView[];
    expect(upcoming.map(({ start, status }) => ({ start, status }))).toEqual([
      { start: later, status: 'confirmed' },
    ]);
    const told = await notices(student);
    expect(told.map(({ title }) => title)).toEqual(['Your session was moved by your advisor']);
    // The old time is free again; the new one is held.
    const other = await sessionClient(first, 'student');
    expect((await book(other, advisorTabs[0]!.sub, slots[0]!.start)).status).toBe(201);
    expect((await book(other, advisorTabs[0]!.sub, later)).status).toBe(409);
  });

  it("refuses moving another advisor's session or a canceled one, telling nobody", async () => {
    const { advisorTabs, student, session, slots } = await setUp();
    const stranger = await sessionClient(first, 'admin');
    const path = `${ADVISOR}/bookings/${session.id}/reschedule`;
    expect((await stranger.post(path, { start: slots[4]!.start })).status).toBe(404);
    expect((await advisorTabs[0]!.post(path, { start: 'tomorrow' })).status).toBe(400);
    expect((await student.post(`${STUDENT}/${session.id}/cancel`, {})).status).toBe(200);
    const late = await advisorTabs[1]!.post(path, { start: slots[4]!.start });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(SESSION_MESSAGES.alreadyCanceled);
    expect(await notices(student)).toEqual([]);
  });
});

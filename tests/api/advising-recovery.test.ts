import request from 'supertest';
import { ApplicationChangeSweepJob } from '../../api/src/applications/application-change-sweep.job';
import {
  ApplicationRepository,
  revisionClaimId,
  type StatusChangeIntent,
} from '../../api/src/applications/application.repository';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { COMPLETION_LEASE_MS } from '../../api/src/common/leased-completions';
import { SessionBookingRepository } from '../../api/src/sessions/session-booking.repository';
import { SessionChangeSweepJob } from '../../api/src/sessions/session-change-sweep.job';
import {
  moveIntent,
  SessionChanges,
  type SessionChangeIntent,
} from '../../api/src/sessions/session-changes';
import {
  type AdvisorApplicationDetail,
  APPLICATION_PATHS,
  type ApplicationView,
} from '../../shared/applications/application';
import { courseListResponseSchema } from '../../shared/catalog/course-list';
import { SESSION_PATHS, type SessionView } from '../../shared/sessions/session-booking';
import { notificationClient } from './notification-test-client';
import { type RealtimeTestServer, startTwoInstances } from './realtime-test-server';
import {
  book,
  freeSlots,
  INTRO,
  openAdvisor,
  sessionClient,
  type SessionClient,
} from './session-test-client';

const MINUTE_MS = 60_000;
const REVIEW = { ...INTRO, id: 'review', name: 'Application review', requiresConfirmation: true };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A process that dies between claiming a change and writing it (issue 15): the claim is written
 * as the dying process writes it, with nothing after it; then both instances of two sharing one
 * database sweep at once. Each change is finished exactly once: one state change, one timeline
 * entry or audit entry, one notification.
 */
describe('Advising changes left half made by a process that died', () => {
  let first: RealtimeTestServer;
  let second: RealtimeTestServer;
  let courses: string[];
  /** Each sweep in a minute of its own, so one test's job-run claims never stop another's. */
  let minutesAhead = 0;
  const sweepMinute = () =>
    new Date(Date.now() + COMPLETION_LEASE_MS + (minutesAhead += 2) * MINUTE_MS);
  /** Two neighbouring minutes: both instances' runs go ahead, and the take-over decides. */
  const overlapping = (): [Date, Date] => {
    const at = sweepMinute();
    return [at, new Date(at.getTime() + MINUTE_MS)];
  };
  /**
   * When the dead process made its claim: just now, so the instances' own sweeps on the real
   * clock leave it alone; its lease has expired by every sweep minute of the tests.
   */
  const claimedNow = () => new Date();

  beforeAll(async () => {
    [first, second] = await startTwoInstances();
    await first.testApp.app.get(CatalogSeedService).seed({ programCount: 20 });
    const listed = await request(first.testApp.http).get('/api/public/courses?limit=10');
    courses = courseListResponseSchema.parse(listed.body).items.map(({ id }) => id);
  });
  afterAll(() => Promise.all([first.close(), second.close()]));

  const inbox = async (studentId: string, type: string) => {
    const answer = await (await notificationClient(first, studentId)).list('limit=100');
    expect(answer.status).toBe(200);
    return answer.body.filter((notification) => notification.type === type);
  };
  /** Both instances sweep at `at`; answers how many changes they finished between them. */
  const sweepBoth = async (
    job: typeof ApplicationChangeSweepJob | typeof SessionChangeSweepJob,
    at: [Date, Date],
  ) => {
    return Promise.all([
      first.testApp.app.get(job).run(at[0]),
      second.testApp.app.get(job).run(at[1]),
    ]);
  };

  describe('an application status change', () => {
    const leftBehind = async (courseId: string) => {
      const student = await sessionClient(first, 'student');
      const advisor = await sessionClient(second, 'admin');
      const applied = await student.post(APPLICATION_PATHS.student, { courseId });
      expect(applied.status).toBe(201);
      const application = applied.body as ApplicationView;
      const intent: StatusChangeIntent = {
        applicationId: application.id,
        revision: 1,
        from: 'pending',
        to: 'in_review',
        reason: 'Transcripts look complete',
        actor: { kind: 'advisor', id: advisor.sub, name: 'Lina Advisor' },
        at: claimedNow(),
      };
      // What ApplicationStatusChange.move writes first; the process dies right after.
      const revisions = first.testApp.app.get(ApplicationRepository).revisions;
      const id = revisionClaimId(application.id, 1);
      expect(await revisions.claim(id, intent, intent.at)).not.toBeNull();
      return { student, advisor, application, intent };
    };
    const detail = async (advisor: SessionClient, id: string) =>
      (await advisor.get(`${APPLICATION_PATHS.advisor}/${encodeURIComponent(id)}`))
        .body as AdvisorApplicationDetail;

    it('is finished once when both instances sweep the same minute, and never again', async () => {
      const { student, advisor, application, intent } = await leftBehind(courses[0]!);
      // Within the lease the claimer may still be alive: nothing is taken over.
      const early = new Date(intent.at.getTime() + COMPLETION_LEASE_MS - MINUTE_MS);
      const run = await first.testApp.app.get(ApplicationChangeSweepJob).run(early);
      // 0, or undefined had the instance's own tick taken that minute first.
      expect([0, undefined]).toContain(run);
      expect((await detail(advisor, application.id)).application.status).toBe('pending');

      const minute = sweepMinute();
      expect((await sweepBoth(ApplicationChangeSweepJob, [minute, minute])).sort()).toEqual([
        1,
        undefined,
      ]);
      const after = await detail(advisor, application.id);
      expect(after.application).toMatchObject({ status: 'in_review', revision: 1 });
      expect(after.timeline.filter((entry) => entry.kind === 'status')).toMatchObject([
        { from: null, to: 'pending' },
        { from: 'pending', to: 'in_review', reason: 'Transcripts look complete' },
      ]);
      const titles = (await inbox(student.sub, 'application_update')).map(({ title }) => title);
      expect(titles.sort()).toEqual(['Application started', 'Application update']);

      // Later sweeps on either instance find nothing left; the next change goes through.
      expect(await sweepBoth(ApplicationChangeSweepJob, overlapping())).toEqual([0, 0]);
      expect((await detail(advisor, application.id)).timeline).toHaveLength(2);
      expect(await inbox(student.sub, 'application_update')).toHaveLength(2);
      const next = await advisor.post(
        `${APPLICATION_PATHS.advisor}/${encodeURIComponent(application.id)}/transition`,
        { to: 'accepted', reason: 'Offer made', revision: 1 },
      );
      expect(next.status).toBe(200);
    });

    it('is finished once when both instances sweep overlapping minutes at the same time', async () => {
      const { student, advisor, application } = await leftBehind(courses[1]!);
      // Different minutes: both runs go ahead, and the take-over claim decides who finishes.
      const runs = await sweepBoth(ApplicationChangeSweepJob, overlapping());
      expect(runs.sort()).toEqual([0, 1]);
      const after = await detail(advisor, application.id);
      expect(after.application.status).toBe('in_review');
      expect(after.timeline.filter((entry) => entry.kind === 'status')).toHaveLength(2);
      expect(await inbox(student.sub, 'application_update')).toHaveLength(2);
    });

    it('writes only what is missing when the process died after the status and timeline', async () => {
      const student = await sessionClient(first, 'student');
      const advisor = await sessionClient(second, 'admin');
      const applied = (await student.post(APPLICATION_PATHS.student, { courseId: courses[2]! }))
        .body as ApplicationView;
      const moved = await advisor.post(
        `${APPLICATION_PATHS.advisor}/${encodeURIComponent(applied.id)}/transition`,
        { to: 'in_review', reason: 'Checked', revision: 0 },
      );
      expect(moved.status).toBe(200);
      // As if that process had died before completing: its lease stays, its steps are recorded.
      const revisions = first.testApp.app.get(ApplicationRepository).revisions;
      const id = revisionClaimId(applied.id, 1);
      const claim = await revisions.find(id);
      expect(claim?.completedAt).toBeDefined();
      await first.testApp.db
        .collection('application_revisions')
        .updateOne({ _id: id as never }, { $unset: { completedAt: '' } });
      await first.testApp.db.collection('application_revision_leases').insertOne({
        _id: id as never,
        generation: 1,
        expiresAt: new Date(Date.now() + MINUTE_MS),
      });

      const runs = await sweepBoth(ApplicationChangeSweepJob, overlapping());
      expect(runs.sort()).toEqual([0, 1]);
      expect((await detail(advisor, applied.id)).timeline).toHaveLength(2);
      expect(await inbox(student.sub, 'application_update')).toHaveLength(2);
    });
  });

  describe('an advisor’s session change', () => {
    const setUp = async () => {
      const advisor = await sessionClient(first, 'admin');
      await openAdvisor(advisor, [INTRO, REVIEW]);
      const student = await sessionClient(second, 'student');
      const { slots } = await freeSlots(student, advisor.sub, 40, 44, 'review');
      const answer = await book(student, advisor.sub, slots[0]!.start, 'review');
      expect(answer.status).toBe(201);
      const session = answer.body as SessionView;
      const stored = await first.testApp.app.get(SessionBookingRepository).find(session.id);
      return { advisor, student, session, slots, stored: stored! };
    };
    const actorOf = (advisor: SessionClient) => ({
      id: advisor.sub,
      email: 'lina@example.com',
      ip: '127.0.0.1',
    });
    /** What SessionChanges.make writes first; the process dies right after. */
    const claimLeftBehind = async (intent: SessionChangeIntent) => {
      const changes = first.testApp.app.get(SessionChanges);
      const id = `${intent.bookingId}:${intent.change}`;
      expect(await changes.claims.claim(id, intent, intent.at)).not.toBeNull();
    };
    const told = async (student: SessionClient) =>
      (await inbox(student.sub, 'reminder')).map(({ title }) => title);
    const audited = async (id: string) =>
      (await first.testApp.app.get(AuditLog).list({ from: today(), to: today() }))
        .filter((entry) => entry.resourceId === id)
        .map((entry) => entry.action);

    it('confirms once, audits once and notifies once when both instances sweep', async () => {
      const { advisor, student, session } = await setUp();
      await claimLeftBehind({
        change: 'confirmed',
        bookingId: session.id,
        actor: actorOf(advisor),
        at: claimedNow(),
      });
      const minute = sweepMinute();
      expect((await sweepBoth(SessionChangeSweepJob, [minute, minute])).sort()).toEqual([
        1,
        undefined,
      ]);
      expect((await student.get(`${SESSION_PATHS.student}/${session.id}`)).body.status).toBe(
        'confirmed',
      );
      expect(await told(student)).toEqual(['Your session is confirmed']);
      expect(await audited(session.id)).toEqual(['session.confirm']);
      // A confirm sent now is answered as done already, and tells nobody.
      const again = await advisor.post(`${SESSION_PATHS.advisor}/bookings/${session.id}/confirm`);
      expect(again.status).toBe(409);
      expect(await told(student)).toHaveLength(1);
    });

    it('cancels once and frees the time when both instances sweep overlapping minutes', async () => {
      const { advisor, student, session, slots, stored } = await setUp();
      await claimLeftBehind({
        change: 'canceled',
        bookingId: session.id,
        actor: actorOf(advisor),
        at: claimedNow(),
        claimIds: stored.claimIds,
      });
      const runs = await sweepBoth(SessionChangeSweepJob, overlapping());
      expect(runs.sort()).toEqual([0, 1]);
      expect((await student.get(`${SESSION_PATHS.student}/${session.id}`)).body.status).toBe(
        'canceled',
      );
      expect(await told(student)).toEqual(['Your session was canceled by your advisor']);
      expect(await audited(session.id)).toEqual(['session.cancel']);
      const other = await sessionClient(first, 'student');
      expect((await book(other, advisor.sub, slots[0]!.start, 'review')).status).toBe(201);
    });

    it('moves once to the claimed time when both instances sweep', async () => {
      const { advisor, student, session, slots, stored } = await setUp();
      const later = slots[8]!.start;
      await claimLeftBehind(moveIntent(stored, actorOf(advisor), new Date(later), claimedNow()));
      const minute = sweepMinute();
      expect((await sweepBoth(SessionChangeSweepJob, [minute, minute])).sort()).toEqual([
        1,
        undefined,
      ]);
      const upcoming = (await student.get(SESSION_PATHS.student)).body.upcoming as SessionView[];
      expect(
        upcoming.map(({ start, status, rescheduledFrom }) => ({ start, status, rescheduledFrom })),
      ).toEqual([{ start: later, status: 'confirmed', rescheduledFrom: session.id }]);
      expect(await told(student)).toEqual(['Your session was moved by your advisor']);
      expect(await audited(session.id)).toEqual(['session.reschedule']);
    });
  });
});

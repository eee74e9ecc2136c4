import request from 'supertest';
import {
  type AdvisorApplicationDetail,
  APPLICATION_PATHS,
  type ApplicationBoard,
  type ApplicationDetail,
  type ApplicationView,
  type MyApplications,
} from '../../shared/applications/application';
import { APPLICATION_MESSAGES } from '../../shared/applications/application-messages';
import { courseListResponseSchema } from '../../shared/catalog/course-list';
import { AuditLog } from '../../api/src/audit/audit-log.service';
import { CatalogSeedService } from '../../api/src/catalog/catalog-seed.service';
import { notificationClient } from './notification-test-client';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import { sessionClient, type SessionClient } from './session-test-client';

const STUDENT = APPLICATION_PATHS.student;
const ADVISOR = APPLICATION_PATHS.advisor;
const PARALLEL = 12;

const today = () => new Date().toISOString().slice(0, 10);

describe('Applications (embedded database)', () => {
  let server: RealtimeTestServer;
  let courses: { id: string; title: string }[];
  let nextCourse = 0;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
    await server.testApp.app.get(CatalogSeedService).seed({ programCount: 40 });
    const listed = await request(server.testApp.http).get('/api/public/courses?limit=30');
    courses = courseListResponseSchema
      .parse(listed.body)
      .items.map(({ id, title }) => ({ id, title }));
  });
  afterAll(() => server.close());

  /** A programme no other test applied to. */
  const freshCourse = () => courses[nextCourse++]!;
  const apply = (student: SessionClient, courseId: string) => student.post(STUDENT, { courseId });
  const applied = async (student: SessionClient, courseId = freshCourse().id) => {
    const answer = await apply(student, courseId);
    expect(answer.status).toBe(201);
    return answer.body as ApplicationView;
  };
  const path = (id: string) => encodeURIComponent(id);
  const move = (advisor: SessionClient, app: ApplicationView, to: string, reason = 'Checked') =>
    advisor.post(`${ADVISOR}/${path(app.id)}/transition`, { to, reason, revision: app.revision });
  const applicationUpdates = async (studentId: string) => {
    const inbox = await (await notificationClient(server, studentId)).list('limit=100');
    expect(inbox.status).toBe(200);
    return inbox.body.filter((notification) => notification.type === 'application_update');
  };

  it('keeps one application per student and programme, however many creates race', async () => {
    const student = await sessionClient(server, 'student');
    const course = freshCourse();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => apply(student, course.id)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PARALLEL - 1);
    const ids = new Set(answers.map((answer) => (answer.body as ApplicationView).id));
    expect(ids).toEqual(new Set([`${student.sub}:${course.id}`]));

    const mine = (await student.get(STUDENT)).body as MyApplications;
    expect(mine.applications).toEqual([
      expect.objectContaining({
        courseId: course.id,
        courseTitle: course.title,
        status: 'pending',
      }),
    ]);
    expect(await applicationUpdates(student.sub)).toHaveLength(1);
  });

  it('refuses a programme that is not offered', async () => {
    const student = await sessionClient(server, 'student');
    const answer = await apply(student, 'no-such-course');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(APPLICATION_MESSAGES.courseNotFound);
    expect((await student.post(STUDENT, {})).status).toBe(400);
  });

  it('moves along the allowed statuses with a reason, and refuses any other move', async () => {
    const [student, advisor] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'admin'),
    ]);
    const application = await applied(student);

    const skipped = await move(advisor, application, 'accepted');
    expect(skipped.status).toBe(422);
    expect(skipped.body.message).toBe(APPLICATION_MESSAGES.transitionNotAllowed);
    const noReason = await move(advisor, application, 'in_review', '   ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual([
      { field: 'reason', message: APPLICATION_MESSAGES.required },
    ]);

    const reviewed = await move(advisor, application, 'in_review', 'Documents look complete');
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ status: 'in_review', revision: 1 });
    const stale = await move(advisor, application, 'rejected');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(APPLICATION_MESSAGES.changedMeanwhile);

    const accepted = await move(
      advisor,
      reviewed.body as ApplicationView,
      'accepted',
      'Offer made',
    );
    expect(accepted.status).toBe(200);
    const final = await move(
      advisor,
      (await move(advisor, accepted.body as ApplicationView, 'completed', 'Enrolled'))
        .body as ApplicationView,
      'cancelled',
    );
    expect(final.status).toBe(422);

    const detail = (await student.get(`${STUDENT}/${path(application.id)}`))
      .body as ApplicationDetail;
    expect(detail.application.status).toBe('completed');
    expect(
      detail.timeline.flatMap((entry) =>
        entry.kind === 'status' ? [[entry.to, entry.reason]] : [],
      ),
    ).toEqual([
      ['pending', ''],
      ['in_review', 'Documents look complete'],
      ['accepted', 'Offer made'],
      ['completed', 'Enrolled'],
    ]);
    // Created plus three moves: one notification each, none for the refused ones.
    expect(await applicationUpdates(student.sub)).toHaveLength(4);
    const actions = (await server.testApp.app.get(AuditLog).list({ from: today(), to: today() }))
      .filter((entry) => entry.resourceId === application.id)
      .map((entry) => entry.action);
    expect(actions).toEqual([
      'application.transition',
      'application.transition',
      'application.transition',
    ]);
  });

  it('lets exactly one of many parallel transitions of one application through', async () => {
    const [student, first, second] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'admin'),
      sessionClient(server, 'admin'),
    ]);
    const application = await applied(student);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        move(i % 2 ? first : second, application, i % 3 ? 'in_review' : 'rejected', `Try ${i}`),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(PARALLEL - 1);

    const detail = (await first.get(`${ADVISOR}/${path(application.id)}`))
      .body as AdvisorApplicationDetail;
    expect(detail.application).toMatchObject({ status: won[0]!.body.status, revision: 1 });
    expect(detail.timeline.filter((entry) => entry.kind === 'status')).toHaveLength(2);
    expect(await applicationUpdates(student.sub)).toHaveLength(2);
  });

  it('shows a student their own applications only, and the notes meant for them', async () => {
    const [student, other, advisor] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'student'),
      sessionClient(server, 'admin'),
    ]);
    const application = await applied(student);
    const note = (text: string, visibility: string) =>
      advisor.post(`${ADVISOR}/${path(application.id)}/notes`, { text, visibility });
    expect((await note('Strong grades', 'internal')).status).toBe(201);
    expect((await note('Please send your transcript', 'student')).status).toBe(201);
    expect((await note('', 'student')).status).toBe(400);

    const own = (await student.get(`${STUDENT}/${path(application.id)}`)).body as ApplicationDetail;
    expect(own.timeline.filter((entry) => entry.kind === 'note')).toEqual([
      expect.objectContaining({ text: 'Please send your transcript', visibility: 'student' }),
    ]);
    const advisorView = (await advisor.get(`${ADVISOR}/${path(application.id)}`))
      .body as AdvisorApplicationDetail;
    expect(advisorView.timeline.filter((entry) => entry.kind === 'note')).toHaveLength(2);
    // Created and the note for the student; the internal note tells nobody.
    expect(await applicationUpdates(student.sub)).toHaveLength(2);

    const foreign = await other.get(`${STUDENT}/${path(application.id)}`);
    expect(foreign.status).toBe(404);
    expect((await other.post(`${STUDENT}/${path(application.id)}/withdraw`)).status).toBe(404);
    expect(((await other.get(STUDENT)).body as MyApplications).applications).toEqual([]);
  });

  it('refuses students and admins without the permission on the board', async () => {
    const [student, admin, reader] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'admin'),
      sessionClient(server, 'student'),
    ]);
    const application = await applied(student);
    expect((await student.get(ADVISOR)).status).toBe(403);
    expect((await move(student, application, 'in_review')).status).toBe(403);

    // A role that reads the board but may not change it.
    await reader.get('/api/me').expect(200);
    await admin
      .post('/api/admin/roles', {
        name: 'application-reader',
        description: 'Reads applications',
        permissions: ['applications:read'],
      })
      .expect(201);
    await admin
      .put(`/api/admin/roles/application-reader/members/${encodeURIComponent(reader.sub)}`, {})
      .expect(200);
    expect((await reader.get(`${ADVISOR}/${path(application.id)}`)).status).toBe(200);
    expect((await move(reader, application, 'in_review')).status).toBe(403);
    expect(
      (
        await reader.post(`${ADVISOR}/${path(application.id)}/notes`, {
          text: 'x',
          visibility: 'internal',
        })
      ).status,
    ).toBe(403);
  });

  it('lets a student withdraw a pending application only', async () => {
    const [student, advisor] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'admin'),
    ]);
    const pending = await applied(student);
    const withdrawn = await student.post(`${STUDENT}/${path(pending.id)}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'cancelled', revision: 1 });
    const again = await student.post(`${STUDENT}/${path(pending.id)}/withdraw`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(APPLICATION_MESSAGES.withdrawNotAllowed);
    // Applying again opens the same application as pending, once however many calls race.
    const reapplied = await Promise.all(
      Array.from({ length: 4 }, () => apply(student, pending.courseId)),
    );
    // A call that read it cancelled and lost the claim is refused; one that read it reopened
    // answers it. Either way it was reopened once.
    const answered = reapplied.filter((answer) => answer.status === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(reapplied.filter((answer) => answer.status === 409)).toHaveLength(4 - answered.length);
    for (const answer of answered) {
      expect(answer.body).toMatchObject({ status: 'pending', revision: 2 });
    }
    const timeline = (
      (await student.get(`${STUDENT}/${path(pending.id)}`)).body as ApplicationDetail
    ).timeline;
    expect(timeline.map((entry) => (entry.kind === 'status' ? entry.to : entry.kind))).toEqual([
      'pending',
      'cancelled',
      'pending',
    ]);

    const reviewed = await applied(student);
    expect((await move(advisor, reviewed, 'in_review')).status).toBe(200);
    expect((await student.post(`${STUDENT}/${path(reviewed.id)}/withdraw`)).status).toBe(422);
  });

  it('filters the board by status, programme and search, with counts per status', async () => {
    const [student, advisor] = await Promise.all([
      sessionClient(server, 'student', undefined, 'Zeynep Boardtest'),
      sessionClient(server, 'admin'),
    ]);
    const course = freshCourse();
    const first = await applied(student, course.id);
    await applied(student);
    expect((await move(advisor, first, 'in_review')).status).toBe(200);

    const board = async (query: string) => {
      const answer = await advisor.get(`${ADVISOR}?${query}`);
      expect(answer.status).toBe(200);
      return answer.body as ApplicationBoard;
    };
    const searched = await board('q=boardtest');
    expect(searched.total).toBe(2);
    expect(searched.counts).toMatchObject({ pending: 1, in_review: 1, accepted: 0 });
    const inReview = await board('q=boardtest&status=in_review');
    expect(inReview.rows.map((row) => row.id)).toEqual([first.id]);
    expect(inReview.counts).toMatchObject({ pending: 1, in_review: 1 });
    const byCourse = await board(`course=${encodeURIComponent(course.id)}`);
    expect(byCourse.rows.map((row) => row.id)).toEqual([first.id]);
    expect(byCourse.courses).toContainEqual({ id: course.id, title: course.title });
    expect((await advisor.get(`${ADVISOR}?status=unknown`)).status).toBe(400);
  });
});

import { type AdvisorSchedule } from '../../shared/sessions/advisor-schedule';
import {
  type BookableAdvisor,
  type MySessions,
  SESSION_PATHS,
  type SessionView,
} from '../../shared/sessions/session-booking';
import { SESSION_MESSAGES } from '../../shared/sessions/session-messages';
import { SlotReservations, STALE_CLAIM_MS } from '../../api/src/sessions/slot-reservations';
import { type RealtimeTestServer, startRealtimeTestServer } from './realtime-test-server';
import {
  book,
  booked,
  freeSlots,
  INTRO,
  openAdvisor,
  sessionClient,
  type SessionClient,
} from './session-test-client';

const STUDENT = SESSION_PATHS.student;
const ADVISOR = SESSION_PATHS.advisor;

describe('Consultation sessions (embedded database)', () => {
  let server: RealtimeTestServer;

  beforeAll(async () => {
    server = await startRealtimeTestServer();
  });
  afterAll(() => server.close());

  const advisorWithHours = async (types = [INTRO]) => {
    const advisor = await sessionClient(server, 'admin');
    await openAdvisor(advisor, types);
    return advisor;
  };
  const mine = async (student: SessionClient) => {
    const answer = await student.get(STUDENT);
    expect(answer.status).toBe(200);
    return answer.body as MySessions;
  };

  it("keeps an advisor's hours, days off and types, refusing invalid ones with the field named", async () => {
    const advisor = await sessionClient(server, 'admin');
    const empty = (await advisor.get(`${ADVISOR}/schedule`)).body as AdvisorSchedule;
    expect(empty).toMatchObject({ weekly: [], types: [], exceptions: [], updatedAt: null });

    const overlapping = await advisor.put(`${ADVISOR}/availability`, {
      timeZone: 'Europe/Madrid',
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.details).toEqual([
      { field: 'weekly.1.start', message: SESSION_MESSAGES.overlappingWindows },
    ]);
    const badZone = await advisor.put(`${ADVISOR}/availability`, {
      timeZone: 'Mars/Olympus',
      weekly: [],
    });
    expect(badZone.body.details).toEqual([
      { field: 'timeZone', message: SESSION_MESSAGES.invalidFormat },
    ]);
    const badType = await advisor.put(`${ADVISOR}/types`, {
      types: [{ ...INTRO, durationMinutes: 20 }],
    });
    expect(badType.body.details).toEqual([
      { field: 'types.0.durationMinutes', message: SESSION_MESSAGES.invalidFormat },
    ]);

    await openAdvisor(advisor);
    const exceptions = await advisor.put(`${ADVISOR}/exceptions`, {
      exceptions: [{ startDate: '2030-12-24', endDate: '2030-12-26', reason: 'Holidays' }],
    });
    expect(exceptions.status).toBe(200);
    const saved = (await advisor.get(`${ADVISOR}/schedule`)).body as AdvisorSchedule;
    expect(saved).toMatchObject({
      timeZone: 'Europe/Istanbul',
      meetingUrl: 'https://meet.example.com/lina',
      exceptions: [{ startDate: '2030-12-24', endDate: '2030-12-26', reason: 'Holidays' }],
      types: [{ ...INTRO, requiresConfirmation: false }],
    });
    expect(saved.weekly).toHaveLength(7);
  });

  it('lets a student book an offered time, lists it as upcoming, and shows it to the advisor only', async () => {
    const advisor = await advisorWithHours();
    const [amira, bilal] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'student'),
    ]);
    const advisors = (await amira.get(`${STUDENT}/advisors`)).body as BookableAdvisor[];
    expect(advisors).toContainEqual({
      id: advisor.sub,
      name: 'Lina Advisor',
      timeZone: 'Europe/Istanbul',
      types: [{ id: 'intro', name: 'Intro call', durationMinutes: 30 }],
    });

    const { advisorTimeZone, slots } = await freeSlots(amira, advisor.sub, 48, 50);
    expect(advisorTimeZone).toBe('Europe/Istanbul');
    const session = await booked(amira, advisor.sub, slots[0]!.start);
    expect(session).toMatchObject({
      advisorId: advisor.sub,
      studentId: amira.sub,
      studentTimeZone: 'Africa/Cairo',
      typeName: 'Intro call',
      durationMinutes: 30,
      start: slots[0]!.start,
      end: slots[0]!.end,
      status: 'confirmed',
      meetingUrl: 'https://meet.example.com/lina',
    });
    expect((await mine(amira)).upcoming.map((item) => item.id)).toEqual([session.id]);
    // Booked time and its 10-minute buffer are no longer offered.
    const after = await freeSlots(bilal, advisor.sub, 48, 50);
    expect(after.slots.map((slot) => slot.start)).not.toContain(slots[0]!.start);
    expect(after.slots.map((slot) => slot.start)).not.toContain(slots[1]!.start);

    // Another student sees nothing of it, and cannot touch it.
    expect(await mine(bilal)).toEqual({ upcoming: [], past: [] });
    for (const answer of [
      await bilal.get(`${STUDENT}/${session.id}`),
      await bilal.get(`${STUDENT}/${session.id}/calendar.ics`),
      await bilal.post(`${STUDENT}/${session.id}/cancel`, { acceptLateFee: true }),
      await bilal.patch(`${STUDENT}/${session.id}/notes`, { notes: 'mine now' }),
    ]) {
      expect(answer.status).toBe(404);
    }
    const range = new URLSearchParams({
      from: new Date(Date.now() + 47 * 3_600_000).toISOString(),
      to: new Date(Date.now() + 51 * 3_600_000).toISOString(),
    });
    const calendar = (await advisor.get(`${ADVISOR}/bookings?${range}`)).body as SessionView[];
    expect(calendar.map((item) => [item.id, item.studentName])).toEqual([
      [session.id, 'Amira Haddad'],
    ]);
    const otherAdvisor = await sessionClient(server, 'admin');
    expect((await otherAdvisor.get(`${ADVISOR}/bookings?${range}`)).body).toEqual([]);
    expect((await otherAdvisor.post(`${ADVISOR}/bookings/${session.id}/cancel`)).status).toBe(404);
  });

  it('refuses a time that is not offered, and a booking within the minimum notice', async () => {
    const advisor = await advisorWithHours();
    const student = await sessionClient(server, 'student');
    const { slots } = await freeSlots(student, advisor.sub, 30, 31);
    const offGrid = new Date(Date.parse(slots[0]!.start) + 5 * 60_000).toISOString();
    const refused = await book(student, advisor.sub, offGrid);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SESSION_MESSAGES.slotUnavailable);
    const tooSoon = new Date(Math.ceil(Date.now() / 900_000) * 900_000).toISOString();
    expect((await book(student, advisor.sub, tooSoon)).body.message).toBe(
      SESSION_MESSAGES.slotUnavailable,
    );
    expect((await book(student, 'admin|nobody', slots[0]!.start)).status).toBe(404);
  });

  it('cancels under 24 hours only with the fee accepted, and gives the time back', async () => {
    const advisor = await advisorWithHours();
    const [student, next] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'student'),
    ]);
    const soon = (await freeSlots(student, advisor.sub, 3, 4)).slots[0]!;
    const session = await booked(student, advisor.sub, soon.start);

    const unconfirmed = await student.post(`${STUDENT}/${session.id}/cancel`, {});
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      message: SESSION_MESSAGES.lateCancelConfirmationRequired,
      details: { lateCancel: true },
    });
    expect((await next.post(STUDENT, {})).status).toBe(400);
    expect((await book(next, advisor.sub, soon.start)).status).toBe(409);

    const canceled = await student.post(`${STUDENT}/${session.id}/cancel`, { acceptLateFee: true });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', lateCancel: true });
    const again = await student.post(`${STUDENT}/${session.id}/cancel`, { acceptLateFee: true });
    expect(again.body.message).toBe(SESSION_MESSAGES.alreadyCanceled);
    // The time is free again for anyone.
    expect((await book(next, advisor.sub, soon.start)).status).toBe(201);

    const later = (await freeSlots(student, advisor.sub, 72, 73)).slots[0]!;
    const early = await booked(student, advisor.sub, later.start);
    const free = await student.post(`${STUDENT}/${early.id}/cancel`, {});
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ status: 'canceled', lateCancel: false });
  });

  it('reschedules onto a time overlapping the old one, then lets the rest of the old time go', async () => {
    const advisor = await advisorWithHours();
    const [student, other] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'student'),
    ]);
    // Four starts in a row within one day's hours (around midnight in the advisor's zone the
    // day's hours end between two starts): the third is booked, then moved to the fourth.
    const listed = (await freeSlots(student, advisor.sub, 60, 66)).slots;
    const QUARTER_MS = 15 * 60_000;
    const consecutive = listed.findIndex(
      (slot, i) =>
        i + 3 < listed.length &&
        [1, 2, 3].every(
          (step) =>
            Date.parse(listed[i + step]!.start) - Date.parse(slot.start) === step * QUARTER_MS,
        ),
    );
    expect(consecutive).toBeGreaterThanOrEqual(0);
    const slots = listed.slice(consecutive + 2);
    const session = await booked(student, advisor.sub, slots[0]!.start);
    const moved = await student.post(`${STUDENT}/${session.id}/reschedule`, {
      start: slots[1]!.start,
    });
    expect(moved.status).toBe(200);
    const next = moved.body as SessionView;
    expect(next).toMatchObject({ start: slots[1]!.start, rescheduledFrom: session.id });
    expect((await mine(student)).upcoming.map((item) => item.id)).toEqual([next.id]);
    expect((await student.get(`${STUDENT}/${session.id}`)).body).toMatchObject({
      status: 'canceled',
      rescheduledTo: next.id,
    });
    // The old start is free only where the new time and its buffer do not reach: 30 minutes before.
    const before = new Date(Date.parse(slots[1]!.start) - 45 * 60_000).toISOString();
    expect((await book(other, advisor.sub, slots[0]!.start)).status).toBe(409);
    expect((await book(other, advisor.sub, before)).status).toBe(201);
    expect((await book(other, advisor.sub, slots[1]!.start)).status).toBe(409);
  });

  it('keeps bookings of a type needing confirmation pending until the advisor confirms', async () => {
    const advisor = await advisorWithHours([
      {
        ...INTRO,
        id: 'review',
        name: 'Application review',
        durationMinutes: 60,
        requiresConfirmation: true,
      },
    ]);
    const student = await sessionClient(server, 'student');
    const { slots } = await freeSlots(student, advisor.sub, 50, 52, 'review');
    const answer = await book(student, advisor.sub, slots[0]!.start, 'review');
    expect(answer.body).toMatchObject({ status: 'pending', durationMinutes: 60 });
    const id = (answer.body as SessionView).id;
    expect((await advisor.post(`${ADVISOR}/bookings/${id}/confirm`)).body).toMatchObject({
      status: 'confirmed',
    });
    expect((await advisor.post(`${ADVISOR}/bookings/${id}/confirm`)).body.message).toBe(
      SESSION_MESSAGES.notPending,
    );
    expect((await student.get(`${STUDENT}/${id}`)).body.status).toBe('confirmed');
  });

  it('keeps the student notes and gives an iCalendar file of the session', async () => {
    const advisor = await advisorWithHours();
    const student = await sessionClient(server, 'student');
    const { slots } = await freeSlots(student, advisor.sub, 30, 32);
    const session = await booked(student, advisor.sub, slots[0]!.start);
    const noted = await student.patch(`${STUDENT}/${session.id}/notes`, {
      notes: 'Bring my transcript',
    });
    expect(noted.body.notes).toBe('Bring my transcript');
    const file = await student.get(`${STUDENT}/${session.id}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toContain('attachment');
    const text = file.text.replace(/\r\n[ \t]/g, '');
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`UID:${session.id}@study-abroad.sessions`);
    expect(text).toContain(`DTSTART:${stamp(session.start)}`);
    expect(text).toContain(`DTEND:${stamp(session.end)}`);
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('Bring my transcript');
  });

  it('lets exactly one of two overlapping bookings of different starts win', async () => {
    const advisor = await advisorWithHours();
    const students = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'student'),
    ]);
    const { slots } = await freeSlots(students[0], advisor.sub, 40, 42);
    // 30 minutes each, 15 minutes apart: they share the advisor's time.
    const answers = await Promise.all([
      book(students[0], advisor.sub, slots[0]!.start),
      book(students[1], advisor.sub, slots[1]!.start),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
  it('clears a claim a stopped process left behind, but never a fresh or a live one', async () => {
    const advisor = await advisorWithHours();
    const [student, other] = await Promise.all([
      sessionClient(server, 'student'),
      sessionClient(server, 'student'),
    ]);
    const { slots } = await freeSlots(student, advisor.sub, 80, 82);
    const claims = server.testApp.db.collection<{
      _id: string;
      bookingId: string;
      claimedAt: Date;
    }>('session_slot_claims');
    // A process claimed these two starts, then stopped before storing its bookings.
    const slotId = (start: string) => `${advisor.sub}:${new Date(start).toISOString()}`;
    await claims.insertOne({
      _id: slotId(slots[0]!.start),
      bookingId: 'never-stored',
      claimedAt: new Date(Date.now() - STALE_CLAIM_MS - 1_000),
    });
    await claims.insertOne({
      _id: slotId(slots[4]!.start),
      bookingId: 'being-stored',
      claimedAt: new Date(),
    });
    expect((await book(student, advisor.sub, slots[0]!.start)).status).toBe(201);
    expect((await book(student, advisor.sub, slots[4]!.start)).body.message).toBe(
      SESSION_MESSAGES.slotTaken,
    );
    // A live booking's claims are not stale however old they are.
    await claims.updateMany({}, { $set: { claimedAt: new Date(0) } });
    const reservations = server.testApp.app.get(SlotReservations);
    const start = Date.parse(slots[0]!.start);
    expect(
      await reservations.reserve(advisor.sub, start, { start, end: start + 60_000 }, 'x'),
    ).toBe(null);
    expect((await book(other, advisor.sub, slots[0]!.start)).status).toBe(409);
  });
});

/**
 * `npm run bench:sessions` (also part of `npm run bench`): consultation sessions (issue 15) on the
 * embedded database at a realistic size: 200 advisors with weekly hours in the markets' zones,
 * two session types and some days off, 10,000 students, and 30 % of every advisor's hour slots of
 * next month already booked (bookings, their slot and cell claims and their index entries seeded
 * in the server's storage format by bulk inserts). The built API runs as its own process in Auth0
 * mode. Measures, with 32 concurrent clients: a week's slot search against the bare-Node ceiling
 * answering the same bytes; students booking distinct free slots; 50 students racing for 10
 * slots (exactly 10 bookings must be stored); and the API's resident memory. Prints a table;
 * asserts only the race's outcome. SESSIONS_BENCH_SMALL=1 runs 20 advisors × 1,000 students.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { type SessionType, type WeeklyWindow } from '../../shared/sessions/advisor-schedule';
import { SESSION_PATHS, type SlotList } from '../../shared/sessions/session-booking';
import { cellClaimIds, slotClaimId } from '../../api/src/sessions/slot-reservations';
import { generateSlots, occupiedBy } from '../../api/src/sessions/slot-generation';
import { type StoredBooking } from '../../api/src/sessions/session-booking.repository';
import { type StoredSchedule } from '../../api/src/sessions/advisor-schedule.repository';
import { startEmbeddedDb } from '../../tools/embedded-db';
import { ROLES_CLAIM, rsaTokenFactory, startJwksServer } from '../api/auth-token-helpers';
import { startAuth0ModeApi } from './auth0-mode-api';
import { percentile, runLoad, startBareServer } from './load';

const SMALL = process.env.SESSIONS_BENCH_SMALL === '1';
const ADVISORS = SMALL ? 20 : 200;
const STUDENTS = SMALL ? 1_000 : 10_000;
const BOOKED_SHARE = 0.3;
const CLIENTS = 32;
const LOAD_SECONDS = SMALL ? 5 : 20;
/** Bookings of distinct free slots measured under load, spread over all advisors. */
const BOOKINGS_PER_ADVISOR = SMALL ? 15 : 5;
const RACERS = 50;
const RACED_SLOTS = 10;
const BATCH = 2_000;
const DB_NAME = 'bench_sessions';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const ZONES = [
  'Europe/Istanbul',
  'Europe/Madrid',
  'Europe/Paris',
  'Asia/Shanghai',
  'Africa/Cairo',
  'America/New_York',
  'Australia/Sydney',
];
const TYPES: SessionType[] = [
  {
    id: 'intro',
    name: 'Intro call',
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 10,
    minimumNoticeHours: 12,
    requiresConfirmation: false,
  },
  {
    id: 'review',
    name: 'Application review',
    durationMinutes: 60,
    bufferBeforeMinutes: 5,
    bufferAfterMinutes: 10,
    minimumNoticeHours: 24,
    requiresConfirmation: false,
  },
];
const review = TYPES[1]!;

const advisorId = (i: number) => `bench|advisor-${i}`;
const studentId = (i: number) => `bench|student-${i}`;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Working hours Monday to Friday, varied per advisor, a long day on Wednesday. */
function weeklyOf(i: number): WeeklyWindow[] {
  const first = 8 + (i % 3);
  return [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    start: `${String(first).padStart(2, '0')}:00`,
    end: `${String(first + (weekday === 3 ? 10 : 8)).padStart(2, '0')}:00`,
  }));
}

/** A deterministic spread in [0, 1) so reruns seed the same bookings. */
const spread = (n: number) => ((n * 2_654_435_761) % 4_294_967_296) / 4_294_967_296;

interface IndexEntry {
  _id: string;
  stream: string;
  seq: number;
  bookingId: string;
}

async function seed(uri: string, nextMonth: { from: Date; to: Date }): Promise<number> {
  const connection = await mongoose.createConnection(uri, { dbName: DB_NAME }).asPromise();
  try {
    const started = Date.now();
    const created = new Date(Date.now() - 30 * DAY_MS);
    const users = connection.collection('users');
    for (let from = 0; from < ADVISORS + STUDENTS; from += BATCH) {
      await users.insertMany(
        Array.from({ length: Math.min(BATCH, ADVISORS + STUDENTS - from) }, (_, offset) => {
          const i = from + offset;
          const advisor = i < ADVISORS;
          const id = advisor ? advisorId(i) : studentId(i - ADVISORS);
          return {
            _id: id as unknown as mongoose.Types.ObjectId,
            name: advisor ? `Advisor ${i}` : `Student ${i - ADVISORS}`,
            email: `${id.replace(/\W/g, '')}@example.com`,
            roles: advisor ? ['admin'] : ['student'],
            status: 'active',
            createdAt: created,
            lastLoginAt: created,
            revision: 0,
          };
        }),
      );
    }

    const schedules = connection.collection<StoredSchedule>('session_advisors');
    const bookings = connection.collection<StoredBooking>('session_bookings');
    const claims = connection.collection('session_slot_claims');
    const index = connection.collection<IndexEntry>('session_index');
    const heads = connection.collection<{ _id: string; seq: number }>('stream_heads');
    const streamSeq = new Map<string, number>();
    let pending = {
      bookings: [] as StoredBooking[],
      claims: [] as object[],
      index: [] as IndexEntry[],
    };
    const flush = async () => {
      if (pending.bookings.length) await bookings.insertMany(pending.bookings);
      if (pending.claims.length) await claims.insertMany(pending.claims);
      if (pending.index.length) await index.insertMany(pending.index);
      pending = { bookings: [], claims: [], index: [] };
    };
    const append = (stream: string, bookingId: string) => {
      const seq = (streamSeq.get(stream) ?? 0) + 1;
      streamSeq.set(stream, seq);
      pending.index.push({ _id: `${stream}:${seq}`, stream, seq, bookingId });
    };

    let booked = 0;
    for (let a = 0; a < ADVISORS; a += 1) {
      const monthStart = nextMonth.from.getTime();
      // Two days off next month, and a week of holiday for every tenth advisor.
      const exceptions = [
        {
          startDate: isoDay(monthStart + (3 + (a % 7)) * DAY_MS),
          endDate: isoDay(monthStart + (3 + (a % 7)) * DAY_MS),
          reason: 'Day off',
        },
        {
          startDate: isoDay(monthStart + (17 + (a % 5)) * DAY_MS),
          endDate: isoDay(monthStart + (17 + (a % 5)) * DAY_MS),
          reason: 'Day off',
        },
        ...(a % 10 === 0
          ? [
              {
                startDate: isoDay(monthStart + 24 * DAY_MS),
                endDate: isoDay(monthStart + 28 * DAY_MS),
                reason: 'Holiday',
              },
            ]
          : []),
      ];
      const schedule: StoredSchedule = {
        _id: advisorId(a),
        name: `Advisor ${a}`,
        timeZone: ZONES[a % ZONES.length]!,
        weekly: weeklyOf(a),
        meetingUrl: `https://meet.example.com/advisor-${a}`,
        exceptions,
        types: TYPES,
        updatedAt: created,
      };
      await schedules.insertOne(schedule);

      // The month's hour slots of the review type, back to back with their buffers; 30 % booked.
      const offered = generateSlots({
        ...schedule,
        type: review,
        ...nextMonth,
        now: new Date(),
        busy: [],
      });
      let freeFrom = 0;
      let slot = 0;
      for (const { start: startIso } of offered) {
        const start = Date.parse(startIso);
        const held = occupiedBy(start, review);
        if (held.start < freeFrom) continue;
        freeFrom = held.end;
        slot += 1;
        if (spread(a * 10_000 + slot) >= BOOKED_SHARE) continue;
        const student = booked % STUDENTS;
        const _id = `bench-booking-${booked}`;
        const claimIds = [slotClaimId(schedule._id, start), ...cellClaimIds(schedule._id, held)];
        pending.bookings.push({
          _id,
          studentId: studentId(student),
          studentName: `Student ${student}`,
          studentTimeZone: ZONES[student % ZONES.length]!,
          advisorId: schedule._id,
          advisorName: schedule.name,
          advisorTimeZone: schedule.timeZone,
          typeId: review.id,
          typeName: review.name,
          durationMinutes: review.durationMinutes,
          bufferBeforeMinutes: review.bufferBeforeMinutes,
          bufferAfterMinutes: review.bufferAfterMinutes,
          start: new Date(start),
          end: new Date(start + review.durationMinutes * MINUTE_MS),
          status: 'confirmed',
          notes: '',
          meetingUrl: schedule.meetingUrl,
          createdAt: created,
          canceledAt: null,
          canceledBy: null,
          lateCancel: false,
          rescheduledFrom: null,
          rescheduledTo: null,
          claimIds,
        });
        for (const claim of claimIds)
          pending.claims.push({ _id: claim, bookingId: _id, claimedAt: created });
        append(`student:${studentId(student)}`, _id);
        append(`advisor:${schedule._id}:${isoDay(start)}`, _id);
        booked += 1;
        if (pending.claims.length >= BATCH) await flush();
      }
    }
    await flush();
    const headDocs = [...streamSeq].map(([stream, seq]) => ({
      _id: `session_index/${stream}`,
      seq,
    }));
    for (let from = 0; from < headDocs.length; from += BATCH) {
      await heads.insertMany(headDocs.slice(from, from + BATCH));
    }
    console.error(
      `Seeded ${ADVISORS} advisors, ${STUDENTS} students and ${booked} bookings in ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
    return booked;
  } finally {
    await connection.close();
  }
}

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sessions-bench-'));
  const db = await startEmbeddedDb({ dataDir, log: () => undefined });
  process.env.MONGODB_URI = db.uri;
  const signing = await rsaTokenFactory();
  const jwks = await startJwksServer(signing.jwks);
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  try {
    const now = new Date();
    const nextMonth = {
      from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
      to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)),
    };
    const seeded = await seed(db.uri, nextMonth);
    const server = await startAuth0ModeApi(DB_NAME, jwks.origin);
    try {
      const tokenOf = (student: number) =>
        signing.sign(
          {
            sub: studentId(student),
            name: `Student ${student}`,
            email: `benchstudent${student}@example.com`,
            [ROLES_CLAIM]: ['student'],
          },
          { issuer: `${jwks.origin}/`, expiresIn: '1h' },
        );
      const searcher = { Authorization: `Bearer ${await tokenOf(0)}` };
      const rssAtStart = residentMb(server.pid);

      // (1) A week's slots for one advisor and type, the second week of next month.
      const week = (n: number) => {
        const from = nextMonth.from.getTime() + n * 7 * DAY_MS;
        return {
          from: new Date(from).toISOString(),
          to: new Date(from + 7 * DAY_MS).toISOString(),
        };
      };
      const searchWeek = week(1);
      const slotPath = (a: number, typeId: string, range: { from: string; to: string }) =>
        `${SESSION_PATHS.student}/slots?advisorId=${encodeURIComponent(advisorId(a))}` +
        `&typeId=${typeId}&from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
      const paths = Array.from({ length: ADVISORS }, (_, a) =>
        slotPath(a, TYPES[a % 2]!.id, searchWeek),
      );
      const bodies = new Map<string, Buffer>();
      let offeredSlots = 0;
      for (const slotsPath of paths) {
        const response = await fetch(server.baseUrl + slotsPath, { headers: searcher });
        if (response.status !== 200) throw new Error(`${slotsPath}: ${response.status}`);
        const body = Buffer.from(await response.arrayBuffer());
        offeredSlots += (JSON.parse(body.toString()) as SlotList).slots.length;
        bodies.set(slotsPath, body);
      }
      const api = await runLoad(server.baseUrl, paths, CLIENTS, LOAD_SECONDS, searcher);
      const bare = await startBareServer(bodies);
      const ceiling = await runLoad(bare.url, paths, CLIENTS, LOAD_SECONDS, searcher);
      bare.close();
      const rssAfterSearch = residentMb(server.pid);

      // (2) Students booking distinct free intro slots of the third week, spread over advisors.
      const bookWeek = week(2);
      const perAdvisor: string[][] = [];
      for (let a = 0; a < ADVISORS; a += 1) {
        const response = await fetch(server.baseUrl + slotPath(a, 'intro', bookWeek), {
          headers: searcher,
        });
        const { slots } = (await response.json()) as SlotList;
        const starts: string[] = [];
        let freeFrom = 0;
        for (const { start } of slots) {
          const held = occupiedBy(Date.parse(start), TYPES[0]!);
          if (held.start < freeFrom) continue;
          freeFrom = held.end;
          starts.push(start);
        }
        perAdvisor.push(starts);
      }
      // Ten for the race from the last advisor, the rest interleaved across advisors.
      const raced = perAdvisor[ADVISORS - 1]!.splice(0, RACED_SLOTS);
      const jobs: { advisor: number; start: string }[] = [];
      for (let round = 0; round < BOOKINGS_PER_ADVISOR; round += 1) {
        for (let a = 0; a < ADVISORS; a += 1) {
          const start = perAdvisor[a]![round];
          if (start) jobs.push({ advisor: a, start });
        }
      }
      const tokens = await Promise.all(
        Array.from({ length: jobs.length + RACERS }, (_, i) => tokenOf(i % STUDENTS)),
      );
      const book = async (token: string, advisor: number, start: string) => {
        const sent = performance.now();
        const response = await fetch(server.baseUrl + SESSION_PATHS.student, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            advisorId: advisorId(advisor),
            typeId: 'intro',
            start,
            timeZone: 'Europe/Madrid',
          }),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - sent };
      };
      const bookingMs: number[] = [];
      const refused = new Map<number, number>();
      let next = 0;
      const bookingStarted = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < jobs.length) {
            const i = next++;
            const { status, ms } = await book(tokens[i]!, jobs[i]!.advisor, jobs[i]!.start);
            if (status === 201) bookingMs.push(ms);
            else refused.set(status, (refused.get(status) ?? 0) + 1);
          }
        }),
      );
      const bookingSeconds = (performance.now() - bookingStarted) / 1000;

      // 50 students race for 10 slots, all at once.
      const raceStarted = performance.now();
      const race = await Promise.all(
        Array.from({ length: RACERS }, (_, r) =>
          book(tokens[jobs.length + r]!, ADVISORS - 1, raced[r % RACED_SLOTS]!),
        ),
      );
      const raceMs = performance.now() - raceStarted;
      const won = race.filter((result) => result.status === 201).length;
      const lost = race.filter((result) => result.status === 409).length;
      const connection = await mongoose.createConnection(db.uri, { dbName: DB_NAME }).asPromise();
      const stored = await connection.collection('session_bookings').countDocuments({
        advisorId: advisorId(ADVISORS - 1),
        start: { $in: raced.map((start) => new Date(start)) },
        status: { $ne: 'canceled' },
      });
      await connection.close();
      const rssAtEnd = residentMb(server.pid);

      const row = (label: string, value: string) =>
        console.log(`| ${label.padEnd(72)} | ${value.padStart(14)} |`);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      const apiP95 = percentile(api.latenciesMs, 0.95);
      const bareP95 = percentile(ceiling.latenciesMs, 0.95);
      console.log(`\nSessions bench, ${new Date().toISOString()}, load average at start ${load}\n`);
      console.log(`| ${'measure'.padEnd(72)} | ${'value'.padStart(14)} |`);
      console.log(`| ${'-'.repeat(72)} | ${'-'.repeat(14)} |`);
      row('advisors / students', `${ADVISORS} / ${STUDENTS.toLocaleString('en')}`);
      row(
        `bookings seeded (${BOOKED_SHARE * 100} % of next month's hour slots)`,
        seeded.toLocaleString('en'),
      );
      row(
        `slot search, a week, ${CLIENTS} clients, ${LOAD_SECONDS} s: p50`,
        ms(percentile(api.latenciesMs, 0.5)),
      );
      row('slot search: p95', ms(apiP95));
      row('slot search: p99', ms(percentile(api.latenciesMs, 0.99)));
      row('slot search: requests/s', (api.requests / api.seconds).toFixed(0));
      row(`slot search: slots offered per answer (mean)`, (offeredSlots / ADVISORS).toFixed(1));
      row('bare Node, same bytes: p95', ms(bareP95));
      row('bare Node: requests/s', (ceiling.requests / ceiling.seconds).toFixed(0));
      row('slot search p95 ÷ bare Node p95', `${(apiP95 / bareP95).toFixed(1)}×`);
      row(
        `booking distinct free slots, ${CLIENTS} clients: bookings made`,
        `${bookingMs.length} of ${jobs.length}`,
      );
      row(
        'booking: refused (status: count)',
        [...refused].map(([s, n]) => `${s}: ${n}`).join(', ') || 'none',
      );
      row('booking: p50', ms(percentile(bookingMs, 0.5)));
      row('booking: p95', ms(percentile(bookingMs, 0.95)));
      row('booking: bookings/s', (bookingMs.length / bookingSeconds).toFixed(1));
      row(`race: ${RACERS} students for ${RACED_SLOTS} slots: 201 / 409`, `${won} / ${lost}`);
      row('race: bookings stored for the raced slots', String(stored));
      row('race: all answered in', ms(raceMs));
      row(
        'API resident memory: after start / after search / at end',
        `${rssAtStart.toFixed(0)} / ${rssAfterSearch.toFixed(0)} / ${rssAtEnd.toFixed(0)} MB`,
      );
      if (won !== RACED_SLOTS || stored !== RACED_SLOTS) {
        throw new Error(`The race stored ${stored} bookings (${won} accepted), not ${RACED_SLOTS}`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await jwks.close();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

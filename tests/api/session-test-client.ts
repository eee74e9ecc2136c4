import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { type Role } from '../../shared/auth/roles';
import { type SessionTypeInput } from '../../shared/sessions/advisor-schedule';
import {
  SESSION_PATHS,
  type SessionView,
  type SlotList,
} from '../../shared/sessions/session-booking';
import { ROLES_CLAIM } from './auth-token-helpers';
import { type RealtimeTestServer } from './realtime-test-server';

const HOUR_MS = 60 * 60_000;

/** One signed-in caller of one API instance. */
export interface SessionClient {
  sub: string;
  get(path: string): request.Test;
  post(path: string, body?: object): request.Test;
  put(path: string, body: object): request.Test;
  patch(path: string, body: object): request.Test;
}

export async function sessionClient(
  server: RealtimeTestServer,
  role: Role,
  sub = `${role}|${randomUUID()}`,
  name = role === 'student' ? 'Amira Haddad' : 'Lina Advisor',
): Promise<SessionClient> {
  const token = await server.tokens.sign(
    { sub, name, email: `${sub.replace(/\W/g, '')}@example.com`, [ROLES_CLAIM]: [role] },
    { issuer: server.issuer },
  );
  const auth = `Bearer ${token}`;
  const http = () => request(server.testApp.http);
  return {
    sub,
    get: (path) => http().get(path).set('Authorization', auth),
    post: (path, body = {}) => http().post(path).set('Authorization', auth).send(body),
    put: (path, body) => http().put(path).set('Authorization', auth).send(body),
    patch: (path, body) => http().patch(path).set('Authorization', auth).send(body),
  };
}

export const INTRO: SessionTypeInput = {
  id: 'intro',
  name: 'Intro call',
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeHours: 1,
};

/** An advisor in Istanbul working round the clock (so any hour of a test run has slots). */
export async function openAdvisor(
  advisor: SessionClient,
  types: SessionTypeInput[] = [INTRO],
): Promise<void> {
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    start: '00:00',
    end: '24:00',
  }));
  const availability = await advisor.put(`${SESSION_PATHS.advisor}/availability`, {
    timeZone: 'Europe/Istanbul',
    weekly,
    meetingUrl: 'https://meet.example.com/lina',
  });
  expect(availability.status).toBe(200);
  expect((await advisor.put(`${SESSION_PATHS.advisor}/types`, { types })).status).toBe(200);
}

/** The advisor's free starts `fromHours` to `toHours` from now. */
export async function freeSlots(
  student: SessionClient,
  advisorId: string,
  fromHours: number,
  toHours: number,
  typeId = 'intro',
): Promise<SlotList> {
  const from = new Date(Date.now() + fromHours * HOUR_MS).toISOString();
  const to = new Date(Date.now() + toHours * HOUR_MS).toISOString();
  const query = new URLSearchParams({ advisorId, typeId, from, to });
  const answer = await student.get(`${SESSION_PATHS.student}/slots?${query}`);
  expect(answer.status).toBe(200);
  return answer.body as SlotList;
}

export function book(
  student: SessionClient,
  advisorId: string,
  start: string,
  typeId = 'intro',
): request.Test {
  return student.post(SESSION_PATHS.student, {
    advisorId,
    typeId,
    start,
    notes: 'I would like to talk about MSc programmes in Germany.',
    timeZone: 'Africa/Cairo',
  });
}

export async function booked(student: SessionClient, advisorId: string, start: string) {
  const answer = await book(student, advisorId, start);
  expect(answer.status).toBe(201);
  return answer.body as SessionView;
}

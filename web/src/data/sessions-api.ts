/**
 * A signed-in student's calls to their consultation sessions (`/api/sessions`): the advisors
 * offering sessions, free times, booking, their list, cancel, reschedule, notes and the .ics file.
 */
import {
  type BookSessionInput,
  bookableAdvisorsSchema,
  type BookableAdvisor,
  type MySessions,
  mySessionsSchema,
  SESSION_PATHS,
  sessionViewSchema,
  type SessionView,
  slotListSchema,
  type SlotList,
} from '../../../shared/sessions/session-booking';
import { apiRequest } from './api-client';
import { downloadFile } from './api-download';

const sessionPath = (id: string) => `${SESSION_PATHS.student}/${encodeURIComponent(id)}`;

export async function fetchBookableAdvisors(): Promise<BookableAdvisor[]> {
  return bookableAdvisorsSchema.parse(await apiRequest(`${SESSION_PATHS.student}/advisors`));
}

export async function fetchSlots(query: {
  advisorId: string;
  typeId: string;
  from: string;
  to: string;
}): Promise<SlotList> {
  const search = new URLSearchParams(query);
  return slotListSchema.parse(await apiRequest(`${SESSION_PATHS.student}/slots?${search}`));
}

export async function fetchMySessions(): Promise<MySessions> {
  return mySessionsSchema.parse(await apiRequest(SESSION_PATHS.student));
}

export async function bookSession(input: BookSessionInput): Promise<SessionView> {
  return sessionViewSchema.parse(
    await apiRequest(SESSION_PATHS.student, { method: 'POST', body: input }),
  );
}

export async function cancelSession(id: string, acceptLateFee: boolean): Promise<SessionView> {
  const body = await apiRequest(`${sessionPath(id)}/cancel`, {
    method: 'POST',
    body: { acceptLateFee },
  });
  return sessionViewSchema.parse(body);
}

export async function rescheduleSession(
  id: string,
  start: string,
  acceptLateFee: boolean,
): Promise<SessionView> {
  const body = await apiRequest(`${sessionPath(id)}/reschedule`, {
    method: 'POST',
    body: { start, acceptLateFee },
  });
  return sessionViewSchema.parse(body);
}

export async function saveSessionNotes(id: string, notes: string): Promise<SessionView> {
  const body = await apiRequest(`${sessionPath(id)}/notes`, { method: 'PATCH', body: { notes } });
  return sessionViewSchema.parse(body);
}

export function downloadSessionCalendar(id: string): Promise<void> {
  return downloadFile(`${sessionPath(id)}/calendar.ics`, `session-${id.slice(0, 8)}.ics`);
}

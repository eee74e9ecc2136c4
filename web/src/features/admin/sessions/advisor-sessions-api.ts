/**
 * The advisor's calls (`/api/admin/sessions`): their schedule (hours, days off, session types)
 * and their booked sessions with confirm, cancel and reschedule.
 */
import { z } from 'zod';
import {
  type AdvisorSchedule,
  type AvailabilityInput,
  type ExceptionsInput,
  type SessionTypesInput,
} from '../../../../../shared/sessions/advisor-schedule';
import {
  type AdvisorRescheduleInput,
  SESSION_PATHS,
  type SlotList,
  slotListSchema,
  sessionViewSchema,
  type SessionView,
} from '../../../../../shared/sessions/session-booking';
import { apiRequest, getJson } from '../../../data/api-client';

const ADVISOR = SESSION_PATHS.advisor;

export async function fetchSchedule(signal: AbortSignal): Promise<AdvisorSchedule> {
  return (await getJson(`${ADVISOR}/schedule`, signal)) as AdvisorSchedule;
}

export async function saveAvailability(input: AvailabilityInput): Promise<AdvisorSchedule> {
  return (await apiRequest(`${ADVISOR}/availability`, {
    method: 'PUT',
    body: input,
  })) as AdvisorSchedule;
}

export async function saveExceptions(input: ExceptionsInput): Promise<AdvisorSchedule> {
  return (await apiRequest(`${ADVISOR}/exceptions`, {
    method: 'PUT',
    body: input,
  })) as AdvisorSchedule;
}

export async function saveSessionTypes(input: SessionTypesInput): Promise<AdvisorSchedule> {
  return (await apiRequest(`${ADVISOR}/types`, { method: 'PUT', body: input })) as AdvisorSchedule;
}

export async function fetchBookedSessions(
  range: { from: string; to: string },
  signal: AbortSignal,
): Promise<SessionView[]> {
  const body = await getJson(`${ADVISOR}/bookings?${new URLSearchParams(range)}`, signal);
  return z.array(sessionViewSchema).parse(body);
}

export async function confirmBookedSession(id: string): Promise<SessionView> {
  const path = `${ADVISOR}/bookings/${encodeURIComponent(id)}/confirm`;
  return sessionViewSchema.parse(await apiRequest(path, { method: 'POST' }));
}

export async function cancelBookedSession(id: string): Promise<SessionView> {
  const path = `${ADVISOR}/bookings/${encodeURIComponent(id)}/cancel`;
  return sessionViewSchema.parse(await apiRequest(path, { method: 'POST' }));
}

export async function rescheduleBookedSession(
  id: string,
  input: AdvisorRescheduleInput,
): Promise<SessionView> {
  const path = `${ADVISOR}/bookings/${encodeURIComponent(id)}/reschedule`;
  return sessionViewSchema.parse(await apiRequest(path, { method: 'POST', body: input }));
}

/** The advisor's own free starts of one type in [from, to), as students see them. */
export async function fetchOwnFreeTimes(query: {
  advisorId: string;
  typeId: string;
  from: string;
  to: string;
}): Promise<SlotList> {
  const search = new URLSearchParams(query);
  return slotListSchema.parse(await apiRequest(`${SESSION_PATHS.student}/slots?${search}`));
}

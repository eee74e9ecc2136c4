/**
 * What an advisor keeps for consultation sessions (issue 15 item 1): weekly hours in their own
 * IANA time zone, whole days off, and the session types students can book. One schema per
 * payload, used by the admin editor's forms and by the API.
 */
import { z } from 'zod';
import { isTimeZone } from '../preferences/display-preferences';
import { SESSION_MESSAGES } from './session-messages';
import { minutesOfClock } from './zoned-time';

/** ISO-like weekdays as `Date#getDay` numbers: Sunday 0 … Saturday 6. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Session starts are offered every this many minutes from the start of a range of hours. */
export const SLOT_STEP_MINUTES = 15;
/** Reservations cover an advisor's time in cells this wide (durations and buffers are multiples). */
export const RESERVATION_CELL_MINUTES = 5;
export const SESSION_DURATION_MINUTES = { min: 15, max: 240 } as const;
export const SESSION_BUFFER_MINUTES_MAX = 120;
export const MINIMUM_NOTICE_HOURS_MAX = 24 * 60;
export const MAX_WEEKLY_WINDOWS = 50;
export const MAX_EXCEPTIONS = 200;
export const MAX_SESSION_TYPES = 20;
export const SESSION_TYPE_NAME_MAX = 80;

const clock = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, SESSION_MESSAGES.invalidFormat);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SESSION_MESSAGES.invalidFormat);
const timeZone = z.string().refine(isTimeZone, { error: SESSION_MESSAGES.invalidFormat });

export const weeklyWindowSchema = z
  .object({
    weekday: z
      .number()
      .int()
      .min(0, SESSION_MESSAGES.invalidFormat)
      .max(6, SESSION_MESSAGES.invalidFormat),
    start: clock,
    end: clock,
  })
  .refine(({ start, end }) => minutesOfClock(end) > minutesOfClock(start), {
    error: SESSION_MESSAGES.endBeforeStart,
    path: ['end'],
  });
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

function overlapping(windows: readonly WeeklyWindow[]): number {
  return windows.findIndex((window, index) =>
    windows.some(
      (other, otherIndex) =>
        otherIndex < index &&
        other.weekday === window.weekday &&
        minutesOfClock(other.start) < minutesOfClock(window.end) &&
        minutesOfClock(window.start) < minutesOfClock(other.end),
    ),
  );
}

const meetingUrl = z
  .union([
    z.literal(''),
    z
      .url({ protocol: /^https$/, error: SESSION_MESSAGES.invalidFormat })
      .max(500, SESSION_MESSAGES.tooLong),
  ])
  .default('');

/** The advisor's weekly hours, in their own zone, with the link their sessions meet at. */
export const availabilityInputSchema = z
  .object({
    timeZone,
    weekly: z.array(weeklyWindowSchema).max(MAX_WEEKLY_WINDOWS),
    meetingUrl,
  })
  .superRefine(({ weekly }, context) => {
    const index = overlapping(weekly);
    if (index >= 0) {
      context.addIssue({
        code: 'custom',
        message: SESSION_MESSAGES.overlappingWindows,
        path: ['weekly', index, 'start'],
      });
    }
  });
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;
export type Availability = z.output<typeof availabilityInputSchema>;

/** Whole days off (holidays, time off) in the advisor's zone, first to last day inclusive. */
export const availabilityExceptionSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    reason: z.string().trim().max(120, SESSION_MESSAGES.tooLong).default(''),
  })
  .refine(({ startDate, endDate }) => endDate >= startDate, {
    error: SESSION_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type AvailabilityException = z.output<typeof availabilityExceptionSchema>;

export const exceptionsInputSchema = z.object({
  exceptions: z.array(availabilityExceptionSchema).max(MAX_EXCEPTIONS),
});
export type ExceptionsInput = z.input<typeof exceptionsInputSchema>;

const multipleOf = (step: number) => (value: number) => value % step === 0;

export const sessionTypeSchema = z.object({
  /** Stable across edits, so bookings keep naming their type. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, SESSION_MESSAGES.invalidFormat),
  name: z
    .string()
    .trim()
    .min(1, SESSION_MESSAGES.required)
    .max(SESSION_TYPE_NAME_MAX, SESSION_MESSAGES.tooLong),
  durationMinutes: z
    .number()
    .int()
    .min(SESSION_DURATION_MINUTES.min, SESSION_MESSAGES.invalidFormat)
    .max(SESSION_DURATION_MINUTES.max, SESSION_MESSAGES.invalidFormat)
    .refine(multipleOf(SLOT_STEP_MINUTES), { error: SESSION_MESSAGES.invalidFormat }),
  bufferBeforeMinutes: z
    .number()
    .int()
    .min(0, SESSION_MESSAGES.invalidFormat)
    .max(SESSION_BUFFER_MINUTES_MAX, SESSION_MESSAGES.invalidFormat)
    .refine(multipleOf(RESERVATION_CELL_MINUTES), { error: SESSION_MESSAGES.invalidFormat }),
  bufferAfterMinutes: z
    .number()
    .int()
    .min(0, SESSION_MESSAGES.invalidFormat)
    .max(SESSION_BUFFER_MINUTES_MAX, SESSION_MESSAGES.invalidFormat)
    .refine(multipleOf(RESERVATION_CELL_MINUTES), { error: SESSION_MESSAGES.invalidFormat }),
  minimumNoticeHours: z
    .number()
    .int()
    .min(0, SESSION_MESSAGES.invalidFormat)
    .max(MINIMUM_NOTICE_HOURS_MAX, SESSION_MESSAGES.invalidFormat),
  /** Bookings of this type wait as pending until the advisor confirms them. */
  requiresConfirmation: z.boolean().default(false),
});
export type SessionType = z.output<typeof sessionTypeSchema>;
export type SessionTypeInput = z.input<typeof sessionTypeSchema>;

export const sessionTypesInputSchema = z
  .object({ types: z.array(sessionTypeSchema).max(MAX_SESSION_TYPES) })
  .superRefine(({ types }, context) => {
    types.forEach((type, index) => {
      const earlier = types.slice(0, index);
      if (earlier.some((other) => other.id === type.id)) {
        context.addIssue({
          code: 'custom',
          message: SESSION_MESSAGES.invalidFormat,
          path: ['types', index, 'id'],
        });
      }
      if (earlier.some((other) => other.name.toLowerCase() === type.name.toLowerCase())) {
        context.addIssue({
          code: 'custom',
          message: SESSION_MESSAGES.duplicateTypeName,
          path: ['types', index, 'name'],
        });
      }
    });
  });
export type SessionTypesInput = z.input<typeof sessionTypesInputSchema>;

/** Everything an advisor keeps, as the admin editor reads it. */
export interface AdvisorSchedule {
  advisorId: string;
  timeZone: string;
  weekly: WeeklyWindow[];
  meetingUrl: string;
  exceptions: AvailabilityException[];
  types: SessionType[];
  updatedAt: string | null;
}

/**
 * One application's timeline as its readers see it: the stored status changes and notes merged
 * with the student's consultation sessions (found through the session index, by `_id`), oldest
 * first. The student's copy leaves internal notes out.
 */
import { Injectable } from '@nestjs/common';
import { type ApplicationStatus } from '../../../shared/applications/application-status';
import { type TimelineEntry } from '../../../shared/applications/application';
import { SessionBookingRepository } from '../sessions/session-booking.repository';
import { SessionIndex } from '../sessions/session-index';
import { ApplicationStreams, type StoredTimelineEntry } from './application-streams';

export type TimelineReader = 'student' | 'advisor';

function toEntry(stored: StoredTimelineEntry): TimelineEntry {
  const by = { kind: stored.actorKind ?? 'advisor', name: stored.actorName ?? '' };
  const at = stored.at.toISOString();
  if (stored.kind === 'document') {
    return {
      kind: 'document',
      id: stored.id,
      at,
      event: stored.documentEvent ?? 'uploaded',
      itemKey: stored.itemKey ?? '',
      itemLabel: stored.itemLabel ?? null,
      reason: stored.reason ?? '',
      by,
    };
  }
  if (stored.kind === 'note') {
    return {
      kind: 'note',
      id: stored.id,
      at,
      text: stored.text ?? '',
      visibility: stored.visibility ?? 'internal',
      by,
    };
  }
  return {
    kind: 'status',
    id: stored.id,
    at,
    from: (stored.from ?? null) as ApplicationStatus | null,
    to: stored.to as ApplicationStatus,
    reason: stored.reason ?? '',
    by,
  };
}

@Injectable()
export class ApplicationTimeline {
  constructor(
    private readonly streams: ApplicationStreams,
    private readonly sessionIndex: SessionIndex,
    private readonly sessions: SessionBookingRepository,
  ) {}

  async of(
    application: { _id: string; studentId: string },
    reader: TimelineReader,
  ): Promise<TimelineEntry[]> {
    const [stored, bookingIds] = await Promise.all([
      this.streams.timeline(application._id),
      this.sessionIndex.studentBookings(application.studentId),
    ]);
    const bookings = await this.sessions.findMany(bookingIds);
    const sessions: TimelineEntry[] = bookings
      .filter((booking) => booking.studentId === application.studentId && !booking.rescheduledTo)
      .map((booking) => ({
        kind: 'session',
        id: `session:${booking._id}`,
        at: booking.start.toISOString(),
        sessionId: booking._id,
        typeName: booking.typeName,
        advisorName: booking.advisorName,
        status: booking.status,
      }));
    const own = stored
      .filter(
        (entry) => reader === 'advisor' || entry.kind !== 'note' || entry.visibility === 'student',
      )
      .map(toEntry);
    return [...own, ...sessions].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }
}

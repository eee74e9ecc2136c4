import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { type CourseStatus } from '../../../shared/catalog/course-enums';
import { jsonEqual } from '../../../shared/sync/json-equal';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { CourseFavourites } from '../sync/course-favourites';
import { SyncRepository } from '../sync/sync.repository';
import { type CourseChange, courseUpdateText } from './generated-texts';
import { NotificationRepository } from './notification.repository';
import { NotificationsService } from './notifications.service';
import { recipientSettings } from './recipient-settings';

/** The fields of a course whose change its students are told about. */
export interface WatchedCourse {
  id: string;
  title: string;
  status: CourseStatus;
  /** The course's revision after the change: one notification per student per revision. */
  revision: number;
  applicationDeadline: string;
  enrollmentDeadline: string;
  tuitionFee: number;
  currency: string;
  tuitionPeriod: string;
  requirements: unknown;
}

const WITHDRAWN: readonly CourseStatus[] = ['inactive', 'archived'];

/** What changed between two states that a student who favourited the course cares about. */
export function courseChanges(
  before: WatchedCourse,
  after: WatchedCourse,
): { withdrawn: true } | { withdrawn: false; changes: CourseChange[] } | undefined {
  if (before.status === 'active' && WITHDRAWN.includes(after.status)) return { withdrawn: true };
  // Only a public programme's edits reach students: a draft's were never seen.
  if (after.status !== 'active' || before.status !== 'active') return undefined;
  const changes: CourseChange[] = [];
  if (
    before.applicationDeadline !== after.applicationDeadline ||
    before.enrollmentDeadline !== after.enrollmentDeadline
  )
    changes.push('deadline');
  if (
    before.tuitionFee !== after.tuitionFee ||
    before.currency !== after.currency ||
    before.tuitionPeriod !== after.tuitionPeriod
  )
    changes.push('tuition');
  if (!jsonEqual(before.requirements, after.requirements)) changes.push('requirements');
  return changes.length > 0 ? { withdrawn: false, changes } : undefined;
}

/**
 * Issue 12 item 2: tells every student who favourited a programme that it changed in a way that
 * matters (deadline, tuition, requirements) or was withdrawn, through the one producer (their
 * preferences apply), in their language, linking to the programme. The students come from the
 * per-course favourites index (by `_id`), and each notice is claimed once per course revision and
 * student, so a retried call never notifies twice.
 */
@Injectable()
export class CourseUpdateNotifier {
  constructor(
    private readonly favourites: CourseFavourites,
    private readonly notifications: NotificationRepository,
    private readonly notifier: NotificationsService,
    private readonly sync: SyncRepository,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(CourseUpdateNotifier.name);
  }

  /** Notifies the course's students of the change from `before` to `after`; answers how many. */
  async courseChanged(
    before: WatchedCourse,
    after: WatchedCourse,
    now = new Date(),
  ): Promise<number> {
    const change = courseChanges(before, after);
    if (!change) return 0;
    let sent = 0;
    for (const userId of await this.favourites.studentsOf(after.id)) {
      const key = `course-update:${after.id}@${after.revision}:${userId}`;
      if (!(await this.notifications.claimOnce(key, now))) continue;
      const reader = await recipientSettings(this.sync, userId);
      await this.notifier.notify(
        userId,
        {
          type: 'course_update',
          priority: change.withdrawn ? 'high' : 'normal',
          ...courseUpdateText(reader, after.title, change),
          actionUrl: APP_PATHS.course.replace(':id', encodeURIComponent(after.id)),
        },
        now,
      );
      sent += 1;
    }
    if (sent > 0)
      this.logger.info({ courseId: after.id, sent }, 'course update notifications sent');
    return sent;
  }
}

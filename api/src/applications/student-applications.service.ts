/**
 * A student's own applications (issue 15 item 2): shortlisting a programme (one application per
 * programme: its `_id` says so), their list found through their stream by `_id`, one with its
 * timeline, and withdrawing a pending one.
 */
import { Injectable } from '@nestjs/common';
import {
  applicationId,
  type ApplicationDetail,
  type ApplicationView,
  type MyApplications,
} from '../../../shared/applications/application';
import { APPLICATION_MESSAGES } from '../../../shared/applications/application-messages';
import { STUDENT_WITHDRAWABLE } from '../../../shared/applications/application-status';
import { type Principal } from '../auth/principal';
import { CatalogService } from '../catalog/catalog.service';
import { ApiException } from '../common/api-exception';
import { ApplicationNotifier } from './application-notifier';
import { ApplicationRepository } from './application.repository';
import { type ApplicationRecord } from './application.schema';
import { ApplicationStatusChange, type ChangeActor } from './application-status-change';
import { ApplicationStreams } from './application-streams';
import { ApplicationTimeline } from './application-timeline';
import { ApplicationsReadModel } from './applications-read-model';

export function toApplicationView(application: ApplicationRecord): ApplicationView {
  return {
    id: application._id,
    courseId: application.courseId,
    courseTitle: application.courseTitle,
    status: application.status,
    revision: application.revision,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

const studentActor = (principal: Principal): ChangeActor => ({
  kind: 'student',
  id: principal.sub,
  name: principal.name || principal.email,
});

@Injectable()
export class StudentApplicationsService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly streams: ApplicationStreams,
    private readonly timeline: ApplicationTimeline,
    private readonly statusChange: ApplicationStatusChange,
    private readonly board: ApplicationsReadModel,
    private readonly notifier: ApplicationNotifier,
    private readonly catalog: CatalogService,
  ) {}

  /** Newest first. */
  async mine(studentId: string): Promise<MyApplications> {
    const ids = await this.streams.studentApplications(studentId);
    const found = await this.applications.findMany(ids);
    return {
      applications: found
        .filter((application) => application.studentId === studentId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map(toApplicationView),
    };
  }

  /**
   * Applies to a programme open to applications. A second call for the same programme (a double
   * click, another device) answers the application already made, created: false; one that was
   * cancelled is opened again as pending (reopen).
   */
  async create(
    principal: Principal,
    courseId: string,
    now = new Date(),
  ): Promise<{ application: ApplicationView; created: boolean }> {
    const course = await this.catalog.findPublic(courseId, { currency: 'USD' }).catch((error) => {
      if (error instanceof ApiException && error.getStatus() === 404) {
        throw new ApiException(404, APPLICATION_MESSAGES.courseNotFound);
      }
      throw error;
    });
    const record: ApplicationRecord = {
      _id: applicationId(principal.sub, course.id),
      studentId: principal.sub,
      studentName: principal.name || principal.email,
      studentEmail: principal.email,
      courseId: course.id,
      courseTitle: course.title,
      status: 'pending',
      revision: 0,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.applications.insert(record))) {
      const existing = await this.applications.find(record._id);
      if (!existing) throw new ApiException(409, APPLICATION_MESSAGES.changedMeanwhile);
      const current =
        existing.status === 'cancelled' ? await this.reopen(principal, existing) : existing;
      return { application: toApplicationView(current), created: false };
    }
    // Only the insert that landed lists, records and announces the application.
    await this.streams.addToStudent(principal.sub, record._id);
    await this.streams.addToTimeline(record._id, {
      kind: 'status',
      from: null,
      to: 'pending',
      reason: '',
      actorKind: 'student',
      actorId: principal.sub,
      actorName: record.studentName,
      at: now,
    });
    await this.board.changed([record._id]);
    await this.notifier.changed(record, 'created', now);
    return { application: toApplicationView(record), created: true };
  }

  async detail(studentId: string, id: string): Promise<ApplicationDetail> {
    const application = await this.own(studentId, id);
    return {
      application: toApplicationView(application),
      timeline: await this.timeline.of(application, 'student'),
    };
  }

  /** Withdraws the student's own application while nobody has started reviewing it. */
  async withdraw(principal: Principal, id: string): Promise<ApplicationView> {
    const application = await this.own(principal.sub, id);
    const moved = await this.statusChange.move(application, studentActor(principal), {
      to: 'cancelled',
      reason: '',
      allowed: (from) => STUDENT_WITHDRAWABLE.includes(from),
      refusal: APPLICATION_MESSAGES.withdrawNotAllowed,
    });
    return toApplicationView(moved);
  }

  /**
   * Applying again after a cancellation, under a revision claim like any change: of racing calls
   * one reopens it and the others are refused as changed meanwhile (409).
   */
  private reopen(principal: Principal, application: ApplicationRecord): Promise<ApplicationRecord> {
    return this.statusChange.move(application, studentActor(principal), {
      to: 'pending',
      reason: '',
      allowed: (from) => from === 'cancelled',
      refusal: APPLICATION_MESSAGES.changedMeanwhile,
    });
  }

  /** The student's own application; anyone else's is answered as not found. */
  private async own(studentId: string, id: string): Promise<ApplicationRecord> {
    const application = await this.applications.find(id);
    if (!application || application.studentId !== studentId) {
      throw new ApiException(404, APPLICATION_MESSAGES.notFound);
    }
    return application;
  }
}

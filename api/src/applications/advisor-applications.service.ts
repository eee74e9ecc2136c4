/**
 * The advisors' side of applications (issue 15 item 6): the board from the read model, one
 * application with its whole timeline (internal notes too), status changes with a reason along
 * the allowed moves, and notes for the student or for advisors only. Every change is audited.
 */
import { Injectable } from '@nestjs/common';
import {
  type AdvisorApplicationDetail,
  type ApplicationBoard,
  type ApplicationBoardRow,
  type ApplicationNoteInput,
  APPLICATIONS_BOARD,
} from '../../../shared/applications/application';
import { APPLICATION_MESSAGES } from '../../../shared/applications/application-messages';
import {
  advisorMayMove,
  type ApplicationStatus,
} from '../../../shared/applications/application-status';
import { type GridQueryOf } from '../../../shared/admin/grid-query';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { ApplicationNotifier } from './application-notifier';
import { ApplicationRepository } from './application.repository';
import { type ApplicationRecord } from './application.schema';
import { ApplicationStatusChange, type ChangeActor } from './application-status-change';
import { ApplicationStreams } from './application-streams';
import { ApplicationTimeline } from './application-timeline';
import { ApplicationsReadModel, toBoardRow } from './applications-read-model';

/** The signed-in advisor, as the audit log and the timeline name them. */
export interface Advisor {
  audit: AuditActor;
  name: string;
}

const changeActor = (advisor: Advisor): ChangeActor => ({
  kind: 'advisor',
  id: advisor.audit.id,
  name: advisor.name,
});

@Injectable()
export class AdvisorApplicationsService {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly streams: ApplicationStreams,
    private readonly timeline: ApplicationTimeline,
    private readonly statusChange: ApplicationStatusChange,
    private readonly board: ApplicationsReadModel,
    private readonly notifier: ApplicationNotifier,
    private readonly audit: AuditLog,
  ) {}

  list(query: GridQueryOf<typeof APPLICATIONS_BOARD>): Promise<ApplicationBoard> {
    return this.board.board(query);
  }

  async detail(id: string): Promise<AdvisorApplicationDetail> {
    const application = await this.find(id);
    return {
      application: toBoardRow(application),
      timeline: await this.timeline.of(application, 'advisor'),
    };
  }

  async transition(
    advisor: Advisor,
    id: string,
    body: { to: ApplicationStatus; reason: string; revision: number },
  ): Promise<ApplicationBoardRow> {
    const application = await this.find(id);
    const moved = await this.statusChange.move(application, changeActor(advisor), {
      ...body,
      allowed: (from) => advisorMayMove(from, body.to),
      refusal: APPLICATION_MESSAGES.transitionNotAllowed,
    });
    await this.audit.record(advisor.audit, {
      action: 'application.transition',
      resourceType: 'application',
      resourceId: id,
      before: { status: application.status, revision: application.revision },
      after: { status: moved.status, revision: moved.revision, reason: body.reason },
    });
    return toBoardRow(moved);
  }

  /** A note on the timeline; one the student may read also notifies them. */
  async addNote(
    advisor: Advisor,
    id: string,
    note: Required<ApplicationNoteInput>,
    now = new Date(),
  ): Promise<AdvisorApplicationDetail> {
    const application = await this.find(id);
    const entryId = await this.streams.addToTimeline(id, {
      kind: 'note',
      text: note.text,
      visibility: note.visibility,
      actorKind: 'advisor',
      actorId: advisor.audit.id,
      actorName: advisor.name,
      at: now,
    });
    await this.audit.record(advisor.audit, {
      action: 'application.note',
      resourceType: 'application',
      resourceId: id,
      after: { entryId, visibility: note.visibility },
    });
    if (note.visibility === 'student') await this.notifier.changed(application, 'note', now);
    return this.detail(id);
  }

  private async find(id: string): Promise<ApplicationRecord> {
    const application = await this.applications.find(id);
    if (!application) throw new ApiException(404, APPLICATION_MESSAGES.notFound);
    return application;
  }
}

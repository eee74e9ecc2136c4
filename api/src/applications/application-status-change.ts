/**
 * The one way an application's status moves, for students and advisors alike: checked against
 * the allowed moves, then made under a claim of its next revision (exactly one of two racing
 * changes wins, on any instance), written to the timeline, the board and the student's tabs,
 * and told to the student once.
 */
import { Injectable } from '@nestjs/common';
import { APPLICATION_MESSAGES } from '../../../shared/applications/application-messages';
import { type ApplicationStatus } from '../../../shared/applications/application-status';
import { ApiException } from '../common/api-exception';
import { ApplicationNotifier } from './application-notifier';
import { ApplicationRepository } from './application.repository';
import { type ApplicationRecord } from './application.schema';
import { ApplicationStreams } from './application-streams';
import { ApplicationsReadModel } from './applications-read-model';

export interface ChangeActor {
  kind: 'student' | 'advisor';
  id: string;
  name: string;
}

export interface StatusMove {
  to: ApplicationStatus;
  reason: string;
  /** The revision the caller saw; omitted when the caller acts on the current one. */
  revision?: number;
  /** Whether the move is allowed from `from`; the error to answer when not. */
  allowed: (from: ApplicationStatus) => boolean;
  refusal: string;
}

@Injectable()
export class ApplicationStatusChange {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly streams: ApplicationStreams,
    private readonly board: ApplicationsReadModel,
    private readonly notifier: ApplicationNotifier,
  ) {}

  async move(
    application: ApplicationRecord,
    actor: ChangeActor,
    move: StatusMove,
    now = new Date(),
  ): Promise<ApplicationRecord> {
    if (move.revision !== undefined && move.revision !== application.revision) {
      throw new ApiException(409, APPLICATION_MESSAGES.changedMeanwhile);
    }
    if (!move.allowed(application.status)) throw new ApiException(422, move.refusal);
    const revision = application.revision + 1;
    if (!(await this.applications.claimRevision(application._id, revision, actor.id, now))) {
      throw new ApiException(409, APPLICATION_MESSAGES.changedMeanwhile);
    }
    const change = { status: move.to, revision, updatedAt: now };
    await this.applications.update(application._id, change);
    await this.streams.addToTimeline(application._id, {
      kind: 'status',
      from: application.status,
      to: move.to,
      reason: move.reason,
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      at: now,
    });
    const moved = { ...application, ...change };
    await this.board.changed([application._id]);
    await this.notifier.changed(moved, 'status', now);
    return moved;
  }
}

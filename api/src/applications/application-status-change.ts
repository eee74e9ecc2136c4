/**
 * The one way an application's status moves, for students and advisors alike: checked against
 * the allowed moves, then made under a claim of its next revision (exactly one of two racing
 * changes wins, on any instance), written to the application, the timeline, the board and the
 * student's tabs, and told to the student once. The claim stores the whole change and is leased
 * until the change is written: a process that dies halfway leaves it to the sweep
 * (ApplicationChangeSweepJob), which finishes it through `finish`, doing only what is missing.
 */
import { Injectable } from '@nestjs/common';
import { APPLICATION_MESSAGES } from '../../../shared/applications/application-messages';
import { type ApplicationStatus } from '../../../shared/applications/application-status';
import { ApiException } from '../common/api-exception';
import { type CompletionClaim, type LeaseHolder, stepRecordId } from '../common/leased-completions';
import { ApplicationNotifier } from './application-notifier';
import { type ApplicationRecord } from './application.schema';
import {
  ApplicationRepository,
  type ChangeActor,
  revisionClaimId,
  type StatusChangeIntent,
} from './application.repository';
import { ApplicationStreams } from './application-streams';
import { ApplicationsReadModel } from './applications-read-model';

export type { ChangeActor } from './application.repository';

export interface StatusMove {
  to: ApplicationStatus;
  reason: string;
  /** The revision the caller saw; omitted when the caller acts on the current one. */
  revision?: number;
  /** Whether the move is allowed from `from`; the error to answer when not. */
  allowed: (from: ApplicationStatus) => boolean;
  refusal: string;
}

const NOTIFIED = 'notified';

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
    const intent: StatusChangeIntent = {
      applicationId: application._id,
      revision,
      from: application.status,
      to: move.to,
      reason: move.reason,
      actor,
      at: now,
    };
    const id = revisionClaimId(application._id, revision);
    const claim = await this.applications.revisions.claim(id, intent, now);
    if (!claim) throw new ApiException(409, APPLICATION_MESSAGES.changedMeanwhile);
    const moved = await this.finish(claim, { id, generation: 1 }, application);
    await this.applications.revisions.complete(id, now);
    return moved;
  }

  /**
   * Writes what the claimed change has not written yet: the application's status, its timeline
   * entry, the board, and the student's notification. `known` is the application as the claimer
   * read it (its first try checks nothing it has just read).
   */
  async finish(
    claim: CompletionClaim<StatusChangeIntent>,
    holder: LeaseHolder,
    known?: ApplicationRecord,
  ): Promise<ApplicationRecord> {
    const { intent } = claim;
    const id = intent.applicationId;
    const current = known ?? (await this.applications.find(id));
    if (!current) throw new Error(`application ${id} of a claimed change is gone`);
    const change = { status: intent.to, revision: intent.revision, updatedAt: intent.at };
    if (current.revision < intent.revision) await this.applications.update(id, change);
    const moved = { ...current, ...change };
    if (known || !(await this.streams.hasStatusChange(id, intent.revision))) {
      await this.streams.addToTimeline(id, {
        kind: 'status',
        from: intent.from,
        to: intent.to,
        revision: intent.revision,
        reason: intent.reason,
        actorKind: intent.actor.kind,
        actorId: intent.actor.id,
        actorName: intent.actor.name,
        at: intent.at,
      });
    }
    await this.board.changed([id]);
    const notificationId = stepRecordId(claim._id, NOTIFIED);
    const notified =
      claim.steps?.[NOTIFIED] !== undefined ||
      (!known && (await this.notifier.delivered(notificationId)));
    // A holder whose lease a sweep took over (it stalled past the lease) leaves the rest to it.
    if (!notified && (await this.applications.revisions.holds(holder))) {
      await this.notifier.changed(moved, 'status', intent.at, notificationId);
      await this.applications.revisions.markStep(claim, NOTIFIED, new Date());
    }
    return moved;
  }
}

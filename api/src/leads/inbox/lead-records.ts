import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import {
  type LeadHistoryEntry,
  type LeadStatus,
  type ModerationState,
} from '../../../../shared/leads/inbox';
import { type SubmissionKind } from '../../../../shared/leads/submission';
import { type ReadModelDocuments } from '../../admin-grid/admin-read-model';
import { isDuplicateKey } from '../storage/duplicate-key';
import { SUBMISSION_COLLECTIONS } from '../submissions/submission-records';

/** The follow-up of one lead, kept apart from the visitor's submission (`_id` = reference ID). */
export interface LeadState {
  _id: string;
  revision: number;
  status: LeadStatus;
  assigneeId: string | null;
  assigneeEmail: string | null;
  moderation: ModerationState | null;
  history: (Omit<LeadHistoryEntry, 'at'> & { at: Date })[];
  updatedAt: Date;
}

/** A lead as stored: its submission of one kind and its follow-up (none before the first save). */
export interface LeadDocument {
  _id: string;
  kind: SubmissionKind;
  submission: Record<string, unknown> & { _id: string };
  state: LeadState | null;
}

const KINDS = Object.keys(SUBMISSION_COLLECTIONS) as SubmissionKind[];
const LOAD_BATCH_SIZE = 2_000;

export const LEAD_STATES_COLLECTION = 'lead_states';
export const LEAD_REVISIONS_COLLECTION = 'lead_revisions';

/**
 * The leads of every kind and their follow-up, read by `_id` only, plus the one full scan the
 * inbox's read model makes when it starts (DESIGN.md decision 10). The follow-up lives in
 * `lead_states`, not in the submission, because the newsletter's confirmation updates its
 * submission document and no update is atomic on the embedded engine: two writers of one
 * document could undo each other.
 */
@Injectable()
export class LeadRecords implements ReadModelDocuments<LeadDocument> {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async *all(): AsyncIterable<LeadDocument> {
    const states = new Map<string, LeadState>();
    for await (const state of this.states().find({}, { batchSize: LOAD_BATCH_SIZE })) {
      states.set(state._id, state);
    }
    for (const kind of KINDS) {
      for await (const submission of this.submissions(kind).find(
        {},
        { batchSize: LOAD_BATCH_SIZE },
      )) {
        yield { _id: submission._id, kind, submission, state: states.get(submission._id) ?? null };
      }
    }
  }

  async byId(id: string): Promise<LeadDocument | null> {
    const [state, ...found] = await Promise.all([
      this.states().findOne({ _id: id }),
      ...KINDS.map((kind) => this.submissions(kind).findOne({ _id: id })),
    ]);
    const index = found.findIndex(Boolean);
    if (index === -1) return null;
    return { _id: id, kind: KINDS[index]!, submission: found[index]!, state: state ?? null };
  }

  /**
   * Claims revision `revision` of the lead (`_id` `<leadId>@<revision>`): the one atomic write
   * on the embedded engine, so of any number of saves made from the same revision, on any
   * instance, exactly one wins. False when another save took it.
   */
  async claimRevision(id: string, revision: number): Promise<boolean> {
    try {
      await this.connection
        .collection<{ _id: string; at: Date }>(LEAD_REVISIONS_COLLECTION)
        .insertOne({ _id: `${id}@${revision}`, at: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Stores the follow-up; only the holder of its revision's claim calls this. */
  async saveState(state: LeadState): Promise<void> {
    await this.states().replaceOne({ _id: state._id }, state, { upsert: true });
  }

  /** Removes the lead's submission and its follow-up (the revision claims hold no personal data). */
  async erase(kind: SubmissionKind, id: string): Promise<void> {
    await this.submissions(kind).deleteOne({ _id: id });
    await this.states().deleteOne({ _id: id });
  }

  private states() {
    return this.connection.collection<LeadState>(LEAD_STATES_COLLECTION);
  }

  private submissions(kind: SubmissionKind) {
    return this.connection.collection<Record<string, unknown> & { _id: string }>(
      SUBMISSION_COLLECTIONS[kind],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { type GridPage, type GridQueryOf } from '../../../../shared/admin/grid-query';
import { isAdminRoles } from '../../../../shared/auth/roles';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { type LanguageCode } from '../../../../shared/i18n/languages';
import {
  ASSIGNEE_ME,
  canMoveLead,
  LEAD_INBOX_MESSAGES,
  type LeadAssignee,
  type LeadDetail,
  type LeadHistoryEntry,
  type LeadRow,
  type leadChangeSchema,
  type leadModerationSchema,
  type leadsGrid,
} from '../../../../shared/leads/inbox';
import { type z } from 'zod';
import { type AuditActor, AuditLog } from '../../audit/audit-log.service';
import { ApiException } from '../../common/api-exception';
import { KeyedLock } from '../../common/keyed-lock';
import { USER_MODEL, type UserEntity } from '../../users/user.schema';
import { type LeadDocument, LeadRecords, type LeadState } from './lead-records';
import { type LeadEntry, leadDetailOf, leadRowOf } from './lead-view';
import { LeadsReadModel } from './leads-read-model';
import { storyPhotoUrl, StoryTestimonials } from './story-testimonials';

export type LeadsQuery = GridQueryOf<typeof leadsGrid>;
type Change = z.output<typeof leadChangeSchema>;
type Moderation = z.output<typeof leadModerationSchema>;
type HistoryDraft = Omit<LeadHistoryEntry, 'at' | 'actorId' | 'actorEmail'>;

/** What a save changed: its history entries, its audit action, and what to do once stored. */
interface SaveOutcome {
  drafts: HistoryDraft[];
  action: `lead.${string}`;
  afterSave?: () => Promise<void>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The inbox's rules: listing from the read model, one lead's detail from the database, and every
 * follow-up save (status, assignee, note, moderation) as a new revision. A save names the
 * revision the admin saw; it is stored only by the request that claims the next revision's
 * unique `_id`, so of two admins saving the same lead the later one is refused with a clear
 * message instead of silently overwriting the first (DESIGN.md decision 10).
 */
@Injectable()
export class LeadInboxService {
  /** Saves of one lead in this process run one at a time (the claim covers other instances). */
  private readonly saves = new KeyedLock();

  constructor(
    private readonly records: LeadRecords,
    private readonly list: LeadsReadModel,
    private readonly audit: AuditLog,
    private readonly testimonials: StoryTestimonials,
    @InjectModel(USER_MODEL) private readonly users: Model<UserEntity>,
  ) {}

  /** The query with 'me' as the assignee read as the caller. */
  forCaller(query: LeadsQuery, callerId: string): LeadsQuery {
    if (query.filters.assignee !== ASSIGNEE_ME) return query;
    return { ...query, filters: { ...query.filters, assignee: callerId } };
  }

  async page(query: LeadsQuery): Promise<GridPage<LeadRow>> {
    const page = await this.list.query(query);
    return { ...page, rows: page.rows.map(leadRowOf) };
  }

  matching(query: LeadsQuery): Promise<LeadEntry[]> {
    return this.list.matching(query);
  }

  /** Every admin some lead is assigned to, by e-mail. */
  async assignees(): Promise<LeadAssignee[]> {
    const everything = await this.list.matching({
      page: 1,
      pageSize: 1,
      sort: 'createdAt',
      direction: 'desc',
      q: '',
      filters: {},
    });
    const found = new Map<string, string>();
    for (const row of everything) {
      if (row.assigneeId) found.set(row.assigneeId, row.assigneeEmail ?? '');
    }
    return [...found]
      .map(([id, email]) => ({ id, email }))
      .sort((a, b) => a.email.localeCompare(b.email));
  }

  async detail(id: string): Promise<LeadDetail> {
    return this.detailOf(await this.find(id));
  }

  async change(id: string, change: Change, actor: AuditActor): Promise<LeadDetail> {
    return this.save(id, change.revision, actor, async (_lead, state): Promise<SaveOutcome> => {
      const drafts: HistoryDraft[] = [];
      if (change.status && change.status !== state.status) {
        if (!canMoveLead(state.status, change.status)) {
          throw new ApiException(409, LEAD_INBOX_MESSAGES.transition);
        }
        drafts.push({ action: 'status', from: state.status, to: change.status, note: '' });
        state.status = change.status;
      }
      if (change.assigneeId !== undefined && change.assigneeId !== state.assigneeId) {
        const assignee = change.assigneeId === null ? null : await this.admin(change.assigneeId);
        drafts.push({
          action: 'assign',
          from: state.assigneeEmail,
          to: assignee?.email ?? null,
          note: '',
        });
        state.assigneeId = assignee?.id ?? null;
        state.assigneeEmail = assignee?.email ?? null;
      }
      if (change.note) {
        // The note goes with the status change it explains, else it stands alone.
        if (drafts[0]) drafts[0].note = change.note;
        else drafts.push({ action: 'note', from: null, to: null, note: change.note });
      }
      if (drafts.length === 0) throw new ApiException(400, LEAD_INBOX_MESSAGES.nothingToSave);
      return { drafts, action: 'lead.update' as const };
    });
  }

  async moderate(id: string, moderation: Moderation, actor: AuditActor): Promise<LeadDetail> {
    return this.save(id, moderation.revision, actor, async (lead, state) => {
      if (lead.kind !== 'successStory') throw new ApiException(400, LEAD_INBOX_MESSAGES.notAStory);
      const to = moderation.decision === 'approve' ? 'approved' : 'rejected';
      const drafts: HistoryDraft[] = [
        { action: 'moderate', from: state.moderation, to, note: moderation.note },
      ];
      state.moderation = to;
      const story = lead.submission;
      const publish =
        to === 'approved'
          ? () =>
              this.testimonials.publish({
                referenceId: lead._id,
                language: text(story.language) as LanguageCode,
                fullName: text(story.fullName),
                story: text(story.story),
                programStudied: text(story.programStudied),
                institution: text(story.institution),
                hasPhoto: Boolean(story.photoKey),
              })
          : () => this.testimonials.withdraw(lead._id);
      return {
        drafts,
        action: to === 'approved' ? 'lead.approve' : 'lead.reject',
        afterSave: publish,
      };
    });
  }

  /** The photo key of a story whose testimonial is public, else null. */
  async approvedPhotoKey(id: string): Promise<string | null> {
    const lead = await this.records.byId(id);
    if (lead?.kind !== 'successStory' || lead.state?.moderation !== 'approved') return null;
    return text(lead.submission.photoKey) || null;
  }

  async find(id: string): Promise<LeadDocument> {
    const lead = await this.records.byId(id);
    if (!lead) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    return lead;
  }

  private detailOf(lead: LeadDocument): LeadDetail {
    const photo = lead.kind === 'successStory' && lead.state?.moderation === 'approved';
    return leadDetailOf(lead, photo && lead.submission.photoKey ? storyPhotoUrl(lead._id) : null);
  }

  /**
   * One save: checks the revision, lets `apply` change a copy of the state, claims the next
   * revision, stores it with the history entries, tells every instance's list, and audits it.
   */
  private save(
    id: string,
    revision: number,
    actor: AuditActor,
    apply: (lead: LeadDocument, state: LeadState) => Promise<SaveOutcome>,
  ): Promise<LeadDetail> {
    return this.saves.run(id, async () => {
      const lead = await this.find(id);
      const before = lead.state ?? initialState(lead);
      if (before.revision !== revision) throw new ApiException(409, LEAD_INBOX_MESSAGES.stale);
      const state: LeadState = { ...before, history: [...before.history] };
      const { drafts, action, afterSave } = await apply(lead, state);
      if (!(await this.records.claimRevision(id, revision + 1))) {
        throw new ApiException(409, LEAD_INBOX_MESSAGES.stale);
      }
      const at = new Date();
      state.revision = revision + 1;
      state.updatedAt = at;
      state.history.push(
        ...drafts.map((draft) => ({ ...draft, at, actorId: actor.id, actorEmail: actor.email })),
      );
      await this.records.saveState(state);
      // Effects outside the lead happen only once the revision is ours.
      await afterSave?.();
      await this.list.changed([id]);
      await this.audit.record(
        actor,
        {
          action,
          resourceType: 'lead',
          resourceId: id,
          before: auditView(before),
          after: { ...auditView(state), changes: drafts },
        },
        at,
      );
      return this.detailOf({ ...lead, state });
    });
  }

  private async admin(userId: string): Promise<LeadAssignee> {
    const user = await this.users.findById(userId).lean<UserEntity>().exec();
    if (!user || user.deletedAt || !isAdminRoles(user.roles) || user.status !== 'active') {
      throw new ApiException(400, LEAD_INBOX_MESSAGES.assigneeNotAdmin);
    }
    return { id: user._id, email: user.email };
  }
}

function initialState(lead: LeadDocument): LeadState {
  return {
    _id: lead._id,
    revision: 0,
    status: 'new',
    assigneeId: null,
    assigneeEmail: null,
    moderation: lead.kind === 'successStory' ? 'pending' : null,
    history: [],
    updatedAt: lead.submission.createdAt instanceof Date ? lead.submission.createdAt : new Date(0),
  };
}

const auditView = (state: LeadState) => ({
  revision: state.revision,
  status: state.status,
  assigneeEmail: state.assigneeEmail,
  moderation: state.moderation,
});

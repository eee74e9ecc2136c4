import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  canMoveContent,
  contentImagePath,
  type AdminContentItem,
  type ContentHistory,
  type ContentVersionAction,
  type contentCreateSchema,
  type contentFieldsSchema,
} from '../../../shared/admin-content/admin-content';
import { ADMIN_MESSAGES } from '../../../shared/admin/admin-messages';
import { type ContentItem, type ContentStatus } from '../../../shared/content/content-item';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages';
import { AuditLog, type AuditActor } from '../audit/audit-log.service';
import { ApiException } from '../common/api-exception';
import { KeyedLock } from '../common/keyed-lock';
import { type ContentTranslations } from '../content/content-item.schema';
import { sanitizeBody } from '../content/content-sanitizer';
import { renderContentItem } from '../content/content.service';
import { normalizePhoto } from '../leads/success-stories/photo-processor';
import { type PhotoStorage } from '../leads/storage/photo-storage';
import {
  ContentEditRepository,
  snapshotOf,
  versionId,
  type StoredContentItem,
} from './content-edit.repository';
import { ContentReadModel, displayTitle } from './content-read-model';
import { type ContentSnapshot } from './content-version.schema';
import { type z } from 'zod';

export const CONTENT_IMAGE_STORAGE = Symbol('CONTENT_IMAGE_STORAGE');

/** Stored image names: random, URL-safe, WebP. */
const IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.webp$/;

type Fields = z.output<typeof contentFieldsSchema>;
type Create = z.output<typeof contentCreateSchema>;

/** What the scheduled job acts as in the audit log and the history. */
export const SCHEDULER_ACTOR: AuditActor = { id: 'system:scheduler', email: 'scheduler', ip: '' };

const stale = () => new ApiException(409, ADMIN_MESSAGES.contentStaleRevision);
const notFound = () => new ApiException(404, CALL_ERROR_MESSAGES.notFound);

/** Bodies as the public pages may show them: scripts, handlers and unsafe links removed. */
function sanitised(translations: Fields['translations']): ContentTranslations {
  const result: ContentTranslations = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const text = translations[language];
    if (text) result[language] = { ...text, body: sanitizeBody(text.body) };
  }
  return result;
}

/** The audit record's view of an item: what changed, without whole bodies. */
function auditView(snapshot: ContentSnapshot, revision: number): Record<string, unknown> {
  return {
    revision,
    type: snapshot.type,
    status: snapshot.status,
    title: displayTitle(snapshot.translations),
    languages: SUPPORTED_LANGUAGES.filter((code) => snapshot.translations[code]),
    featuredImage: snapshot.featuredImage,
    scheduledAt: snapshot.scheduledAt?.toISOString() ?? null,
  };
}

function toAdminItem(item: StoredContentItem): AdminContentItem {
  const snapshot = snapshotOf(item);
  return {
    slug: item._id,
    type: snapshot.type,
    status: snapshot.status,
    revision: item.revision ?? 0,
    translations: snapshot.translations,
    featuredImage: snapshot.featuredImage,
    category: snapshot.category,
    tags: snapshot.tags,
    author: snapshot.author,
    publishedAt: snapshot.status === 'published' ? snapshot.publishedAt.toISOString() : null,
    scheduledAt: snapshot.scheduledAt ? new Date(snapshot.scheduledAt).toISOString() : null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** The state a status change leaves: publishing stamps the time, any change drops a schedule. */
function moved(snapshot: ContentSnapshot, to: ContentStatus, at: Date): Partial<ContentSnapshot> {
  if (!canMoveContent(snapshot.status, to))
    throw new ApiException(409, ADMIN_MESSAGES.contentTransitionNotAllowed);
  return to === 'published'
    ? { status: to, publishedAt: at, scheduledAt: null }
    : { status: to, scheduledAt: null };
}

/**
 * Every change the CMS makes to a content item. Each one is a new version claimed by its unique
 * `_id` against the revision the admin edited (a stale one is refused with 409), then written to
 * the item the public pages read, announced to every instance's grid, and audited.
 */
@Injectable()
export class ContentEditorService {
  /** Saves of one item in this process queue here, so they never race each other's claims. */
  private readonly lock = new KeyedLock();

  constructor(
    private readonly repository: ContentEditRepository,
    private readonly grid: ContentReadModel,
    private readonly audit: AuditLog,
    @Inject(CONTENT_IMAGE_STORAGE) private readonly images: PhotoStorage,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(ContentEditorService.name);
  }

  async find(slug: string): Promise<AdminContentItem> {
    const item = await this.repository.current(slug);
    if (!item) throw notFound();
    return toAdminItem(item);
  }

  /** The item in `language` as its public page would show it, whatever its status. */
  async preview(slug: string, language: LanguageCode): Promise<ContentItem> {
    const item = await this.repository.current(slug);
    const rendered = item && renderContentItem(item, language);
    if (!rendered) throw notFound();
    return rendered;
  }

  async create(actor: AuditActor, input: Create, now = new Date()): Promise<AdminContentItem> {
    const { slug, ...fields } = input;
    const snapshot: ContentSnapshot = {
      ...fields,
      translations: sanitised(fields.translations),
      status: 'draft',
      featuredImage: null,
      publishedAt: now,
      scheduledAt: null,
    };
    return this.lock.run(slug, async () => {
      if (!(await this.repository.insertItem(slug, snapshot, now))) {
        this.logger.info({ slug, actorId: actor.id }, 'content create refused: slug taken');
        throw new ApiException(409, ADMIN_MESSAGES.contentSlugTaken, [
          { field: 'slug', message: ADMIN_MESSAGES.contentSlugTaken },
        ]);
      }
      await this.repository.claimVersion({
        _id: versionId(slug, 1),
        slug,
        number: 1,
        action: 'create',
        savedAt: now,
        savedBy: actor.email,
        snapshot,
      });
      await this.grid.changed([slug]);
      await this.audit.record(
        actor,
        {
          action: 'content.create',
          resourceType: 'content',
          resourceId: slug,
          before: null,
          after: auditView(snapshot, 1),
        },
        now,
      );
      return this.find(slug);
    });
  }

  update(
    actor: AuditActor,
    slug: string,
    revision: number,
    fields: Fields,
    now = new Date(),
  ): Promise<AdminContentItem> {
    return this.commit(actor, slug, revision, 'update', now, () => ({
      ...fields,
      translations: sanitised(fields.translations),
    }));
  }

  changeStatus(
    actor: AuditActor,
    slug: string,
    revision: number,
    to: ContentStatus,
    now = new Date(),
  ): Promise<AdminContentItem> {
    return this.commit(actor, slug, revision, 'status', now, (current) => moved(current, to, now));
  }

  /** Sets (or with null, cancels) the time a draft is published by the scheduled job. */
  schedule(
    actor: AuditActor,
    slug: string,
    revision: number,
    publishAt: Date | null,
    now = new Date(),
  ): Promise<AdminContentItem> {
    return this.commit(actor, slug, revision, 'schedule', now, (current) => {
      if (current.status !== 'draft')
        throw new ApiException(409, ADMIN_MESSAGES.contentScheduleNotDraft);
      if (publishAt && publishAt.getTime() <= now.getTime())
        throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
          { field: 'publishAt', message: ADMIN_MESSAGES.contentScheduleInPast },
        ]);
      return { scheduledAt: publishAt };
    });
  }

  /** Brings back version `number`'s text and fields as a new version; the status stays. */
  async restore(
    actor: AuditActor,
    slug: string,
    revision: number,
    number: number,
    now = new Date(),
  ): Promise<AdminContentItem> {
    const version = await this.repository.version(slug, number);
    if (!version) throw notFound();
    const { type, translations, featuredImage, category, tags, author } = version.snapshot;
    return this.commit(actor, slug, revision, 'restore', now, () => ({
      type,
      translations,
      featuredImage,
      category,
      tags,
      author,
    }));
  }

  /** Stores an uploaded image (already checked to be one) as the item's featured image. */
  async replaceImage(
    actor: AuditActor,
    slug: string,
    revision: number,
    bytes: Buffer,
    now = new Date(),
  ): Promise<AdminContentItem> {
    if (!(await this.repository.current(slug))) throw notFound();
    const name = `${randomBytes(16).toString('base64url')}.webp`;
    await this.images.put(name, await normalizePhoto(bytes), 'image/webp');
    try {
      return await this.commit(actor, slug, revision, 'image', now, () => ({
        featuredImage: contentImagePath(name),
      }));
    } catch (error) {
      // Refused: nothing refers to the file. Older images stay, as versions refer to them.
      await this.images.delete(name);
      throw error;
    }
  }

  readImage(name: string): Promise<Buffer | null> {
    return IMAGE_NAME.test(name) ? this.images.get(name) : Promise.resolve(null);
  }

  async history(slug: string): Promise<ContentHistory> {
    const item = await this.repository.current(slug);
    if (!item) throw notFound();
    const versions = await this.repository.history(slug, item.revision ?? 0);
    return {
      versions: versions.map((version) => ({
        number: version.number,
        action: version.action,
        savedAt: version.savedAt.toISOString(),
        savedBy: version.savedBy,
        status: version.snapshot.status,
        languages: SUPPORTED_LANGUAGES.filter((code) => version.snapshot.translations[code]),
        title: displayTitle(version.snapshot.translations),
      })),
    };
  }

  /**
   * Publishes a scheduled draft whose time has come, once: answers false when it is no longer due
   * or another instance (or an admin's save) claimed the next version first.
   */
  async publishScheduled(slug: string, now: Date): Promise<boolean> {
    const item = await this.repository.current(slug);
    if (!item || item.status !== 'draft' || !item.scheduledAt) return false;
    if (new Date(item.scheduledAt).getTime() > now.getTime()) return false;
    try {
      await this.commit(
        SCHEDULER_ACTOR,
        slug,
        item.revision ?? 0,
        'scheduled-publish',
        now,
        (current) =>
          current.status === 'draft' && current.scheduledAt
            ? { status: 'published', publishedAt: new Date(current.scheduledAt), scheduledAt: null }
            : {},
      );
      return true;
    } catch (error) {
      if (error instanceof ApiException && error.getStatus() === 409) return false;
      throw error;
    }
  }

  private commit(
    actor: AuditActor,
    slug: string,
    revision: number,
    action: ContentVersionAction,
    now: Date,
    change: (current: ContentSnapshot) => Partial<ContentSnapshot>,
  ): Promise<AdminContentItem> {
    return this.lock.run(slug, async () => {
      const item = await this.repository.current(slug);
      if (!item) throw notFound();
      const current = item.revision ?? 0;
      if (current !== revision) {
        this.logger.info(
          { slug, actorId: actor.id, revision, current },
          'stale content save refused',
        );
        throw stale();
      }
      const before = snapshotOf(item);
      const snapshot = { ...before, ...change(before) };
      const version = {
        _id: versionId(slug, current + 1),
        slug,
        number: current + 1,
        action,
        savedAt: now,
        savedBy: actor.email,
        snapshot,
      };
      if (!(await this.repository.claimVersion(version))) {
        this.logger.info({ slug, actorId: actor.id, revision }, 'stale content save refused');
        throw stale();
      }
      await this.repository.apply(slug, version);
      await this.grid.changed([slug]);
      await this.audit.record(
        actor,
        {
          action: `content.${action}`,
          resourceType: 'content',
          resourceId: slug,
          before: auditView(before, current),
          after: auditView(snapshot, version.number),
        },
        now,
      );
      return toAdminItem({ ...item, ...snapshot, revision: version.number, updatedAt: now });
    });
  }
}

/**
 * The admin content CMS (issue 13 item 6): the grid of content items, the editor's payloads, status
 * transitions, scheduled publishing and version history. One item holds every language (as the
 * public content item does): `translations` maps a language to its title, excerpt and body.
 */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin/admin-messages';
import { defineGrid, gridPageSchema } from '../admin/grid-query';
import {
  CONTENT_SLUG_PATTERN,
  CONTENT_STATUSES,
  CONTENT_TYPES,
  type ContentStatus,
} from '../content/content-item';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../i18n/languages';
import { LEAD_MESSAGES } from '../leads/lead-messages';

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_EXCERPT_MAX = 500;
export const CONTENT_BODY_MAX = 200_000;
export const CONTENT_SLUG_MAX = 100;
export const CONTENT_TAGS_MAX = 20;
export const CONTENT_IMAGE_FIELD = 'image';
/** Featured images: the same limit as every other photo upload (5 MB, JPEG, PNG or WebP). */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Which status an item may move to from each status (spec §4: published, draft, archived).
 * An archived item goes back to draft before it can be published again.
 */
export const CONTENT_TRANSITIONS: Readonly<Record<ContentStatus, readonly ContentStatus[]>> = {
  draft: ['published', 'archived'],
  published: ['draft', 'archived'],
  archived: ['draft'],
};

export function canMoveContent(from: ContentStatus, to: ContentStatus): boolean {
  return CONTENT_TRANSITIONS[from].includes(to);
}

export const contentGrid = defineGrid({
  sorts: ['updatedAt', 'title', 'slug', 'type', 'status', 'publishedAt'],
  defaultSort: 'updatedAt',
  defaultDirection: 'desc',
  filters: {
    type: CONTENT_TYPES,
    status: CONTENT_STATUSES,
    language: SUPPORTED_LANGUAGES,
  },
});
export type ContentGridQuery = z.output<typeof contentGrid.querySchema>;

/** One grid row: the title is the English one, else the first language written. */
export const contentRowSchema = z.object({
  slug: z.string(),
  type: z.enum(CONTENT_TYPES),
  status: z.enum(CONTENT_STATUSES),
  title: z.string(),
  languages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  publishedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  updatedAt: z.string(),
  revision: z.number().int(),
  author: z.string().nullable(),
});
export type ContentRow = z.infer<typeof contentRowSchema>;
export const contentPageSchema = gridPageSchema(contentRowSchema);

const required = (max: number) =>
  z.string().trim().min(1, LEAD_MESSAGES.required).max(max, ADMIN_MESSAGES.tooLong);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ADMIN_MESSAGES.tooLong)
    .nullable()
    .default(null)
    .transform((value) => value || null);

export const contentTranslationInputSchema = z.object({
  title: required(CONTENT_TITLE_MAX),
  excerpt: z.string().trim().max(CONTENT_EXCERPT_MAX, ADMIN_MESSAGES.tooLong).default(''),
  /** HTML from the rich-text editor; the API sanitises it before storing. */
  body: z.string().max(CONTENT_BODY_MAX, ADMIN_MESSAGES.tooLong).default(''),
});
export type ContentTranslationInput = z.infer<typeof contentTranslationInputSchema>;

/** What the editor saves: the item's text in each language written, and its other fields. */
export const contentFieldsSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  translations: z
    .partialRecord(z.enum(SUPPORTED_LANGUAGES), contentTranslationInputSchema)
    .refine((translations) => Object.values(translations).some(Boolean), {
      message: ADMIN_MESSAGES.contentLanguageRequired,
    }),
  category: optionalText(100),
  tags: z
    .array(z.string().trim().min(1, LEAD_MESSAGES.required).max(50, ADMIN_MESSAGES.tooLong))
    .max(CONTENT_TAGS_MAX, ADMIN_MESSAGES.tooLong)
    .default([]),
  author: optionalText(100),
});
export type ContentFields = z.input<typeof contentFieldsSchema>;

/** The revision the admin edited: a save against an older one is refused (409). */
const revision = z.number().int().min(0);

export const contentCreateSchema = contentFieldsSchema.extend({
  slug: z
    .string()
    .trim()
    .min(1, LEAD_MESSAGES.required)
    .max(CONTENT_SLUG_MAX, ADMIN_MESSAGES.tooLong)
    .regex(CONTENT_SLUG_PATTERN, LEAD_MESSAGES.invalidFormat),
});
export type ContentCreate = z.input<typeof contentCreateSchema>;

export const contentUpdateSchema = contentFieldsSchema.extend({ revision });
export type ContentUpdate = z.input<typeof contentUpdateSchema>;

export const contentStatusChangeSchema = z.object({ status: z.enum(CONTENT_STATUSES), revision });
export type ContentStatusChange = z.infer<typeof contentStatusChangeSchema>;

/** A draft's publishing time, or null to cancel it. */
export const contentScheduleSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, message: LEAD_MESSAGES.invalidFormat }).nullable(),
  revision,
});
export type ContentSchedule = z.infer<typeof contentScheduleSchema>;

export const contentRevisionSchema = z.object({ revision });
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/** The multipart fields sent with a featured image (strings, as multipart carries them). */
export const contentImageFieldsSchema = z.object({ revision: z.coerce.number().int().min(0) });

export const previewQuerySchema = z.object({
  lang: z.enum(SUPPORTED_LANGUAGES).default('en'),
});

export interface ContentTranslationView {
  title: string;
  excerpt: string;
  body: string;
}

/** An item as the editor loads it. */
export interface AdminContentItem {
  slug: string;
  type: (typeof CONTENT_TYPES)[number];
  status: ContentStatus;
  revision: number;
  translations: Partial<Record<LanguageCode, ContentTranslationView>>;
  featuredImage: string | null;
  category: string | null;
  tags: string[];
  author: string | null;
  publishedAt: string | null;
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What each version records: the change that made it. */
export const CONTENT_VERSION_ACTIONS = [
  'create',
  'update',
  'status',
  'schedule',
  'image',
  'restore',
  'scheduled-publish',
] as const;
export type ContentVersionAction = (typeof CONTENT_VERSION_ACTIONS)[number];

export interface ContentVersionSummary {
  number: number;
  action: ContentVersionAction;
  savedAt: string;
  savedBy: string;
  status: ContentStatus;
  languages: LanguageCode[];
  /** The English title, else the first language's. */
  title: string;
}

export interface ContentHistory {
  versions: ContentVersionSummary[];
}

/** Where a stored featured image is served (public: the public pages show it). */
export const contentImagePath = (name: string) => `/api/public/content-images/${name}`;

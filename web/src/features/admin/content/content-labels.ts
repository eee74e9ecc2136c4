import { type ContentStatus, type ContentType } from '../../../../../shared/content/content-item';
import { type MessageId } from '../../../i18n/messages';

export const CONTENT_TYPE_LABELS: Record<ContentType, MessageId> = {
  page: 'admin.content.type.page',
  post: 'admin.content.type.post',
  faq: 'admin.content.type.faq',
  legal: 'admin.content.type.legal',
  testimonial: 'admin.content.type.testimonial',
};

export const CONTENT_STATUS_LABELS: Record<ContentStatus, MessageId> = {
  published: 'admin.content.status.published',
  draft: 'admin.content.status.draft',
  archived: 'admin.content.status.archived',
};

/** The button that moves an item to each status. */
export const CONTENT_MOVE_LABELS: Record<ContentStatus, MessageId> = {
  published: 'admin.content.action.publish',
  draft: 'admin.content.action.toDraft',
  archived: 'admin.content.action.archive',
};

export const contentPaths = {
  list: '/admin/content',
  create: '/admin/content/new',
  edit: (slug: string) => `/admin/content/${encodeURIComponent(slug)}`,
  preview: (slug: string, language: string) =>
    `/admin/content/${encodeURIComponent(slug)}/preview?lang=${language}`,
};

import {
  type AdminContentItem,
  type ContentCreate,
  type ContentHistory,
  type ContentUpdate,
} from '../../../../../shared/admin-content/admin-content';
import { type ContentItem, type ContentStatus } from '../../../../../shared/content/content-item';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import { apiRequest, getJson } from '../../../data/api-client';

/** The admin content API (api/src/admin-content): answers are the API's own, trusted shapes. */
export const CONTENT_ADMIN_ENDPOINT = '/api/admin/content';
const itemPath = (slug: string) => `${CONTENT_ADMIN_ENDPOINT}/${encodeURIComponent(slug)}`;

export const getAdminContent = (slug: string, signal?: AbortSignal) =>
  getJson(itemPath(slug), signal) as Promise<AdminContentItem>;

export const createContent = (body: ContentCreate) =>
  apiRequest(CONTENT_ADMIN_ENDPOINT, { method: 'POST', body }) as Promise<AdminContentItem>;

export const updateContent = (slug: string, body: ContentUpdate) =>
  apiRequest(itemPath(slug), { method: 'PUT', body }) as Promise<AdminContentItem>;

export const changeContentStatus = (slug: string, status: ContentStatus, revision: number) =>
  apiRequest(`${itemPath(slug)}/status`, {
    method: 'POST',
    body: { status, revision },
  }) as Promise<AdminContentItem>;

export const scheduleContent = (slug: string, publishAt: string | null, revision: number) =>
  apiRequest(`${itemPath(slug)}/schedule`, {
    method: 'POST',
    body: { publishAt, revision },
  }) as Promise<AdminContentItem>;

export function uploadContentImage(slug: string, file: File, revision: number) {
  const body = new FormData();
  body.set('revision', String(revision));
  body.set('image', file);
  return apiRequest(`${itemPath(slug)}/image`, {
    method: 'POST',
    body,
  }) as Promise<AdminContentItem>;
}

export const getContentHistory = (slug: string, signal?: AbortSignal) =>
  getJson(`${itemPath(slug)}/versions`, signal) as Promise<ContentHistory>;

export const restoreContentVersion = (slug: string, number: number, revision: number) =>
  apiRequest(`${itemPath(slug)}/versions/${number}/restore`, {
    method: 'POST',
    body: { revision },
  }) as Promise<AdminContentItem>;

export const getContentPreview = (slug: string, language: LanguageCode, signal?: AbortSignal) =>
  getJson(`${itemPath(slug)}/preview?lang=${language}`, signal) as Promise<ContentItem>;

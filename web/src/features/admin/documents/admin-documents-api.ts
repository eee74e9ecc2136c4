/**
 * The advisors' calls (`/api/admin/documents`): the review queue, one application's checklist,
 * approving or rejecting a version, asking for another document, and a version's file.
 */
import {
  type AddChecklistItemInput,
  advisorDocumentFilePath,
  applicationDocumentsSchema,
  type ApplicationDocuments,
  DOCUMENT_PATHS,
  DOCUMENT_QUEUE,
  documentQueueSchema,
  type DocumentQueue,
  type ReviewDocumentInput,
} from '../../../../../shared/documents/document';
import { type GridQuery, gridQueryToParams } from '../../../../../shared/admin/grid-query';
import { apiRequest, getJson } from '../../../data/api-client';
import { downloadFile } from '../../../data/api-download';

const ADVISOR = DOCUMENT_PATHS.advisor;

export async function fetchQueue(query: GridQuery, signal?: AbortSignal): Promise<DocumentQueue> {
  const params = gridQueryToParams(DOCUMENT_QUEUE, query).toString();
  return documentQueueSchema.parse(
    await getJson(params ? `${ADVISOR}?${params}` : ADVISOR, signal),
  );
}

export async function fetchApplicationDocuments(
  applicationId: string,
  signal?: AbortSignal,
): Promise<ApplicationDocuments> {
  return applicationDocumentsSchema.parse(
    await getJson(`${ADVISOR}/applications/${encodeURIComponent(applicationId)}`, signal),
  );
}

export async function reviewVersion(
  versionId: string,
  input: ReviewDocumentInput,
): Promise<ApplicationDocuments> {
  return applicationDocumentsSchema.parse(
    await apiRequest(`${advisorDocumentFilePath(versionId)}/review`, {
      method: 'POST',
      body: input,
    }),
  );
}

export async function addChecklistItem(
  applicationId: string,
  input: AddChecklistItemInput,
): Promise<ApplicationDocuments> {
  return applicationDocumentsSchema.parse(
    await apiRequest(`${ADVISOR}/applications/${encodeURIComponent(applicationId)}/items`, {
      method: 'POST',
      body: input,
    }),
  );
}

export function downloadVersion(version: { versionId: string; name: string }): Promise<void> {
  return downloadFile(advisorDocumentFilePath(version.versionId), version.name, {});
}

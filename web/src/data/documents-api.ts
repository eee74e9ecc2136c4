/**
 * A signed-in student's calls to their application documents (`/api/documents`): every
 * application's checklist, a new version of one item (with its progress), and a version's file.
 */
import {
  DOCUMENT_PATHS,
  documentUploadPath,
  documentVersionSchema,
  type DocumentVersion,
  myDocumentsSchema,
  type MyDocuments,
  studentDocumentFilePath,
} from '../../../shared/documents/document';
import { apiRequest } from './api-client';
import { downloadFile } from './api-download';
import { uploadFile } from './attachment-upload';

export async function fetchMyDocuments(): Promise<MyDocuments> {
  return myDocumentsSchema.parse(await apiRequest(DOCUMENT_PATHS.student));
}

export interface DocumentUpload {
  applicationId: string;
  itemKey: string;
  /** The client's id for this version: sending it again stores it once. */
  clientId: string;
  file: Blob;
  name: string;
  onProgress?: (fraction: number) => void;
}

export async function uploadDocument(upload: DocumentUpload): Promise<DocumentVersion> {
  const { applicationId, itemKey, ...file } = upload;
  return documentVersionSchema.parse(
    await uploadFile({ ...file, url: documentUploadPath(applicationId, itemKey) }),
  );
}

export function downloadDocument(version: Pick<DocumentVersion, 'id' | 'name'>): Promise<void> {
  return downloadFile(studentDocumentFilePath(version.id), version.name, {});
}

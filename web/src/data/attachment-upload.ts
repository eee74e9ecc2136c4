/**
 * Uploads a checked file (shared/conversations/attachments.ts) — a conversation message's
 * attachment, an application document — and reports its progress, which fetch cannot: an
 * XMLHttpRequest with the same bearer token and the same one retry on 401 as api-client.ts. The
 * file goes with the client's id for it, so sending it again (a retry, a reload, another tab)
 * stores it once.
 */
import {
  ATTACHMENT_CLIENT_ID_FIELD,
  ATTACHMENT_FILE_FIELD,
  type AttachmentRef,
  type AttachmentRefusal,
  attachmentRefSchema,
  attachmentRefusalOf,
} from '../../../shared/conversations/attachments';
import { CONVERSATION_TOKEN_HEADER } from '../../../shared/conversations/conversation';
import {
  CALL_ERROR_MESSAGES,
  callErrorMessage,
  type FieldIssue,
} from '../../../shared/errors/api-error';
import { ApiCallError, authorizationFor, RETRY_AUTH_HEADER } from './api-client';
import { downloadFile } from './api-download';

/** A 10 MB file on a slow phone line: longer than an ordinary call's limit. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** One file to send to an upload endpoint (multipart `file` and `clientId`). */
export interface FileUpload {
  url: string;
  clientId: string;
  file: Blob;
  name: string;
  /** The visitor's conversation token, on the public path. */
  token?: string;
  onProgress?: (fraction: number) => void;
}

export interface AttachmentUpload extends Omit<FileUpload, 'url' | 'clientId'> {
  /** The conversation's base path: student, advisor or visitor (CONVERSATION_PATHS + id). */
  conversationPath: string;
  attachmentId: string;
}

function post(upload: FileUpload, headers: Record<string, string>) {
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (upload.token) request.setRequestHeader(CONVERSATION_TOKEN_HEADER, upload.token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve(request);
    const failed = () => reject(new ApiCallError(CALL_ERROR_MESSAGES.network, null));
    request.onerror = failed;
    request.ontimeout = failed;
    request.onabort = failed;
    const form = new FormData();
    form.append(ATTACHMENT_CLIENT_ID_FIELD, upload.clientId);
    form.append(ATTACHMENT_FILE_FIELD, upload.file, upload.name);
    request.send(form);
  });
}

function bodyOf(request: XMLHttpRequest): Record<string, unknown> | undefined {
  try {
    return JSON.parse(request.responseText) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Uploads the file and answers the server's body; fails with an ApiCallError (details name the refusal). */
export async function uploadFile(upload: FileUpload): Promise<unknown> {
  const path = upload.url;
  let request = await post(upload, await authorizationFor(path, false));
  if (request.status === 401 && !upload.token) {
    const fresh = await authorizationFor(path, true);
    request = await post(upload, { ...fresh, [RETRY_AUTH_HEADER]: '1' });
  }
  const body = bodyOf(request);
  if (request.status < 200 || request.status >= 300) {
    const message = typeof body?.message === 'string' ? body.message : undefined;
    throw new ApiCallError(
      callErrorMessage(request.status, message),
      request.status,
      undefined,
      body?.details,
    );
  }
  upload.onProgress?.(1);
  return body;
}

/** Uploads a message's attachment and answers its ref. */
export async function uploadAttachment(upload: AttachmentUpload): Promise<AttachmentRef> {
  const { conversationPath, attachmentId, ...file } = upload;
  return attachmentRefSchema.parse(
    await uploadFile({ ...file, url: `${conversationPath}/attachments`, clientId: attachmentId }),
  );
}

/**
 * Saves an attachment of the conversation at `conversationPath` under its name; a visitor's
 * conversation is reached with its `token`.
 */
export function downloadAttachment(
  conversationPath: string,
  ref: Pick<AttachmentRef, 'id' | 'name'>,
  token?: string,
): Promise<void> {
  return downloadFile(`${conversationPath}/attachments/${encodeURIComponent(ref.id)}`, ref.name, {
    headers: token ? { [CONVERSATION_TOKEN_HEADER]: token } : {},
  });
}

/** The attachment refusal a failed upload or send names in its details, if any. */
export function attachmentRefusalIn(error: unknown): AttachmentRefusal | undefined {
  const details = error instanceof ApiCallError ? error.details : undefined;
  const issue = Array.isArray(details) ? (details[0] as FieldIssue | undefined) : undefined;
  return typeof issue?.message === 'string' ? attachmentRefusalOf(issue.message) : undefined;
}

import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  PayloadTooLargeException,
  StreamableFile,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import { catchError, type Observable, throwError } from 'rxjs';
import {
  ATTACHMENT_FILE_FIELD,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  attachmentDisposition,
} from '../../../shared/conversations/attachments';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { ApiException } from '../common/api-exception';
import { type AttachmentDownload } from './conversation-attachments.service';

/** Turns multer's "file too large" (413) into the 400 that names the limit, and logs it. */
@Injectable()
class AttachmentLimitInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ConversationAttachments');

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof PayloadTooLargeException)) return throwError(() => error);
        this.logger.warn('Attachment refused: tooLarge');
        return throwError(
          () =>
            new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
              { field: ATTACHMENT_FILE_FIELD, message: ATTACHMENT_MESSAGES.tooLarge },
            ]),
        );
      }),
    );
  }
}

/**
 * The interceptors of an upload route: one file in field `file`, held in memory up to the limit
 * (the bytes are checked before anything is stored), and a too-large file answered as a 400.
 */
export const attachmentUploadInterceptors = () =>
  [
    new AttachmentLimitInterceptor(),
    FileInterceptor(ATTACHMENT_FILE_FIELD, {
      storage: memoryStorage(),
      // Browsers send a file name in UTF-8 (an Arabic or Chinese name); busboy would read latin1.
      defParamCharset: 'utf8',
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 4 },
    }),
  ] as const;

/**
 * A download: the type its bytes showed at upload, saved (never shown inline) under its name, and
 * `nosniff` so no browser reads it as anything else. Private: it is someone's document.
 */
export function sendAttachment(download: AttachmentDownload, response: Response): StreamableFile {
  response.set('Cache-Control', 'private, no-store');
  response.set('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(download.bytes, {
    type: download.ref.type,
    disposition: attachmentDisposition(download.ref.name),
    length: download.bytes.length,
  });
}

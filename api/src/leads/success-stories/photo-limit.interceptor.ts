import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { CALL_ERROR_MESSAGES } from '../../../../shared/errors/api-error';
import { LEAD_MESSAGES } from '../../../../shared/leads/lead-messages';
import { ApiException } from '../../common/api-exception';

/** Turns multer's "file too large" (413) into a 400 that names the photo field and the limit. */
@Injectable()
export class PhotoLimitInterceptor implements NestInterceptor {
  /** `field`: the multipart field of the photo (a success story's `photo`, a profile's `picture`). */
  constructor(private readonly field: string) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() =>
            error instanceof PayloadTooLargeException
              ? new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
                  { field: this.field, message: LEAD_MESSAGES.photoTooLarge },
                ])
              : error,
          ),
        ),
      );
  }
}

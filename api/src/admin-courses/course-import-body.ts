import express, { type NextFunction, type Request, type Response } from 'express';
import { IMPORT_MAX_CHARS } from '../../../shared/admin/admin-courses';

/** The import call's path, under the API's global prefix (AdminCoursesController). */
export const COURSE_IMPORT_PATH = '/api/admin/courses/import';

/**
 * Every other call's JSON body stays within Nest's default 100 kB, which an import file of a few
 * hundred programs already exceeds. This route reads up to IMPORT_MAX_CHARS characters, allowing
 * three bytes for each (JSON escapes and UTF-8). Only a call that carries a bearer token gets it,
 * so an anonymous caller cannot make the process read that much; the token and the permission are
 * still checked by the guards afterwards. Mounted before Nest's own parser, which then skips the
 * body it finds parsed.
 */
export function courseImportBody() {
  const parse = express.json({ limit: IMPORT_MAX_CHARS * 3 });
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      next();
      return;
    }
    parse(request, response, next);
  };
}

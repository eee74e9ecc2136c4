import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import {
  ADMIN_COURSES_MESSAGES,
  type AdminCourse,
  type CourseImportRequest,
  type CourseInput,
  type ImportIssue,
  type ImportReport,
  adminCoursesGrid,
  courseInputSchema,
  isSampleCourseCode,
} from '../../../shared/admin/admin-courses';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { type AuditActor, AuditLog } from '../audit/audit-log.service';
import { COURSE_MODEL, CourseEntity } from '../catalog/course.schema';
import { type StoredCourse } from '../catalog/course.mapper';
import { ApiException } from '../common/api-exception';
import { CourseUpdateNotifier } from '../notifications/course-update.notifier';
import { AdminCoursesReadModel } from './admin-courses.read-model';
import { AdminCoursesService } from './admin-courses.service';
import { toAdminCourse, toCourseRecord } from './course-input.mapper';
import {
  COURSE_IMPORT_MODEL,
  COURSE_IMPORT_ROW_MODEL,
  CourseImport,
  CourseImportRow,
} from './course-import.schema';
import { readImportFile } from './course-transfer';

interface PlannedRow {
  courseId: Types.ObjectId;
  before: StoredCourse | null;
  after: Record<string, unknown>;
}

/**
 * Imports courses from CSV or JSON (issue 13 item 5). Every row is checked first (the shared
 * schema, codes repeated in the file, codes and URL names other courses hold, reserved sample
 * codes) and every problem reported with its line and field; a dry run or a file with any problem
 * writes nothing. An import is all-or-nothing without transactions (the embedded engine has
 * none): each row's before and after states are staged under the import's id first, the import
 * is marked `applying`, the courses are written, and on any failure every staged row is put back
 * as it was; an import left `applying` by a dead process is rolled back by the next start.
 * A code already in the catalogue updates that course (its revision moves on); a new code
 * creates one.
 */
@Injectable()
export class CourseImportService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CourseImportService.name);

  constructor(
    @InjectModel(COURSE_MODEL) private readonly courses: Model<CourseEntity>,
    @InjectModel(COURSE_IMPORT_MODEL) private readonly imports: Model<CourseImport>,
    @InjectModel(COURSE_IMPORT_ROW_MODEL) private readonly staged: Model<CourseImportRow>,
    private readonly readModel: AdminCoursesReadModel,
    private readonly admin: AdminCoursesService,
    private readonly audit: AuditLog,
    private readonly courseUpdates: CourseUpdateNotifier,
  ) {}

  /** Rolls back imports a stopped process left half-applied (a scan of a handful of documents). */
  async onApplicationBootstrap(): Promise<void> {
    const unfinished = await this.imports.find({ state: 'applying' }).lean().exec();
    for (const run of unfinished) {
      this.logger.warn(`Rolling back unfinished import ${run._id}`);
      await this.rollBack(run._id, run.rows);
    }
    if (unfinished.length > 0) await this.admin.afterWrite('all');
  }

  async run(actor: AuditActor, request: CourseImportRequest): Promise<ImportReport> {
    let rows;
    try {
      rows = readImportFile(request.format, request.content);
    } catch {
      throw new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [
        { field: 'content', message: ADMIN_COURSES_MESSAGES.unreadableFile },
      ]);
    }
    const existing = new Map(
      (await this.readModel.matching(adminCoursesGrid.querySchema.parse({}))).map((row) => [
        row.code,
        row,
      ]),
    );
    const issues: ImportIssue[] = [];
    const valid: { line: number; input: CourseInput }[] = [];
    const codeLines = new Map<string, number>();
    const slugOwners = new Map([...existing.values()].map((row) => [row.slug, row.code]));
    for (const { line, candidate, unreadable } of rows) {
      const code = typeof candidate.code === 'string' ? candidate.code : '';
      const issue = (field: string, message: string) => issues.push({ line, code, field, message });
      for (const field of unreadable) issue(field, 'Invalid format');
      const parsed = courseInputSchema.safeParse(candidate);
      if (!parsed.success) {
        for (const problem of parsed.error.issues) {
          const field = problem.path.map(String).join('.');
          // A cell already reported as unreadable is reported once.
          if (!unreadable.includes(field)) issue(field, problem.message);
        }
        continue;
      }
      const input = parsed.data;
      if (codeLines.has(input.code)) issue('code', ADMIN_COURSES_MESSAGES.duplicateInFile);
      codeLines.set(input.code, line);
      if (!existing.has(input.code) && isSampleCourseCode(input.code)) {
        issue('code', ADMIN_COURSES_MESSAGES.sampleCodeReserved);
      }
      const slugOwner = slugOwners.get(input.slug);
      if (slugOwner !== undefined && slugOwner !== input.code) {
        issue('slug', ADMIN_COURSES_MESSAGES.slugTaken);
      }
      slugOwners.set(input.slug, input.code);
      valid.push({ line, input });
    }
    const updates = valid.filter(({ input }) => existing.has(input.code)).length;
    const report: ImportReport = {
      rows: rows.length,
      creates: valid.length - updates,
      updates,
      issues,
      applied: false,
    };
    if (request.dryRun || issues.length > 0 || valid.length === 0) return report;
    await this.apply(
      actor,
      valid.map(({ input }) => input),
      existing,
    );
    return { ...report, applied: true };
  }

  private async apply(
    actor: AuditActor,
    inputs: CourseInput[],
    existing: Map<string, AdminCourse>,
  ): Promise<void> {
    const importId = randomUUID();
    const now = new Date();
    const planned: PlannedRow[] = [];
    for (const input of inputs) {
      const current = existing.get(input.code);
      const before = current
        ? await this.courses.findById(current.id).lean<StoredCourse>().exec()
        : null;
      const courseId = before?._id ?? new Types.ObjectId();
      planned.push({
        courseId,
        before,
        after: {
          _id: courseId,
          ...toCourseRecord(input),
          revision: (before?.revision ?? -1) + 1,
          createdAt: before?.createdAt ?? now,
          updatedAt: now,
        },
      });
    }
    await this.staged.insertMany(
      planned.map((row, n) => ({
        _id: `${importId}:${n}`,
        courseId: row.courseId.toHexString(),
        before: row.before,
        after: row.after,
      })),
    );
    await this.imports.create({ _id: importId, state: 'applying', rows: planned.length, at: now });
    try {
      for (const row of planned) {
        if (row.before) await this.courses.collection.replaceOne({ _id: row.courseId }, row.after);
        else await this.courses.collection.insertOne(row.after);
      }
    } catch (error) {
      this.logger.error(`Import ${importId} failed, rolling back: ${String(error)}`);
      await this.rollBack(importId, planned.length);
      await this.admin.afterWrite('all');
      throw error;
    }
    await this.imports.updateOne({ _id: importId }, { $set: { state: 'applied' } }).exec();
    await this.dropStaged(importId, planned.length);
    // Only the imported courses change: the grid and the catalogue patch them in (both rebuild
    // everything themselves past their own limits) instead of reloading every course.
    await this.admin.afterWrite(planned.map((row) => row.courseId.toHexString()));
    await this.audit.record(actor, {
      action: 'course.import',
      resourceType: 'course',
      resourceId: importId,
      after: {
        creates: planned.filter((row) => !row.before).length,
        updates: planned.filter((row) => row.before).length,
        codes: inputs.map((input) => input.code),
      },
    });
    for (const row of planned) {
      if (!row.before) continue;
      const after = await this.courses.findById(row.courseId).lean<StoredCourse>().exec();
      if (after)
        await this.courseUpdates.courseChanged(toAdminCourse(row.before), toAdminCourse(after));
    }
  }

  /** Puts every staged row's course back as it was before the import (idempotent). */
  private async rollBack(importId: string, rows: number): Promise<void> {
    for (let n = 0; n < rows; n += 1) {
      const row = await this.staged.findById(`${importId}:${n}`).lean().exec();
      if (!row) continue;
      const _id = new Types.ObjectId(row.courseId);
      if (row.before) await this.courses.collection.replaceOne({ _id }, row.before);
      else await this.courses.collection.deleteOne({ _id });
    }
    await this.imports.updateOne({ _id: importId }, { $set: { state: 'rolled-back' } }).exec();
    await this.dropStaged(importId, rows);
  }

  private async dropStaged(importId: string, rows: number): Promise<void> {
    for (let n = 0; n < rows; n += 1)
      await this.staged.deleteOne({ _id: `${importId}:${n}` }).exec();
  }
}

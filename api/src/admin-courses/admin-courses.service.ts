import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import {
  ADMIN_COURSES_MESSAGES,
  COURSE_TRANSITIONS,
  type AdminCourse,
  type CourseAction,
  type CourseEdit,
  type CourseInput,
  adminCoursesGrid,
  isSampleCourseCode,
} from '../../../shared/admin/admin-courses';
import { type GridPage, type GridQueryOf } from '../../../shared/admin/grid-query';
import { CALL_ERROR_MESSAGES } from '../../../shared/errors/api-error';
import { type AuditActor, AuditLog } from '../audit/audit-log.service';
import { CatalogPublisher } from '../catalog/catalog-publisher';
import { COURSE_MODEL, CourseEntity } from '../catalog/course.schema';
import { type StoredCourse } from '../catalog/course.mapper';
import { ApiException } from '../common/api-exception';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { CourseUpdateNotifier } from '../notifications/course-update.notifier';
import { AdminCoursesReadModel } from './admin-courses.read-model';
import { toAdminCourse, toCourseRecord } from './course-input.mapper';
import { COURSE_REVISION_CLAIM_MODEL, CourseRevisionClaim } from './course-revision-claim.schema';

type CoursesQuery = GridQueryOf<typeof adminCoursesGrid>;

const fieldIssue = (field: string, message: string) =>
  new ApiException(400, CALL_ERROR_MESSAGES.badRequest, [{ field, message }]);

/** What the audit log keeps of a course: its whole admin view. */
const audited = (course: AdminCourse) => course as unknown as Record<string, unknown>;

/**
 * The admin side of the catalogue (issue 13 item 5): the grid from the in-memory read model,
 * create, edit and the status actions of spec §4. Each write claims the course's next revision
 * (a stale save is refused), then is published to the public catalogue on every instance,
 * recorded in the audit log, and told to the students who favourited the programme.
 */
@Injectable()
export class AdminCoursesService {
  constructor(
    @InjectModel(COURSE_MODEL) private readonly courses: Model<CourseEntity>,
    @InjectModel(COURSE_REVISION_CLAIM_MODEL) private readonly claims: Model<CourseRevisionClaim>,
    private readonly readModel: AdminCoursesReadModel,
    private readonly publisher: CatalogPublisher,
    private readonly audit: AuditLog,
    private readonly courseUpdates: CourseUpdateNotifier,
  ) {}

  list(query: CoursesQuery): Promise<GridPage<AdminCourse>> {
    return this.readModel.query(query);
  }

  /** Every course the query's search and filters match (exports). */
  matching(query: CoursesQuery): Promise<AdminCourse[]> {
    return this.readModel.matching(query);
  }

  /** The countries the catalogue holds, for the grid's country filter. */
  async countries(): Promise<string[]> {
    const rows = await this.readModel.matching(adminCoursesGrid.querySchema.parse({}));
    return [...new Set(rows.map((row) => row.country))].sort();
  }

  async get(id: string): Promise<AdminCourse> {
    return toAdminCourse(await this.stored(id));
  }

  async create(actor: AuditActor, input: CourseInput): Promise<AdminCourse> {
    if (isSampleCourseCode(input.code)) {
      throw fieldIssue('code', ADMIN_COURSES_MESSAGES.sampleCodeReserved);
    }
    await this.refuseTaken(input);
    const now = new Date();
    const _id = new Types.ObjectId();
    try {
      await this.courses.collection.insertOne({
        _id,
        ...toCourseRecord(input),
        revision: 0,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw fieldIssue('code', ADMIN_COURSES_MESSAGES.codeTaken);
      throw error;
    }
    const created = await this.get(_id.toHexString());
    await this.afterWrite([created.id]);
    await this.audit.record(actor, {
      action: 'course.create',
      resourceType: 'course',
      resourceId: created.id,
      after: audited(created),
    });
    return created;
  }

  async edit(
    actor: AuditActor,
    id: string,
    { revision, course }: CourseEdit,
  ): Promise<AdminCourse> {
    const before = await this.get(id);
    if (course.code !== before.code && isSampleCourseCode(course.code)) {
      throw fieldIssue('code', ADMIN_COURSES_MESSAGES.sampleCodeReserved);
    }
    await this.refuseTaken(course, id);
    return this.write(actor, before, revision, 'course.update', toCourseRecord(course));
  }

  async act(actor: AuditActor, id: string, action: CourseAction, revision: number) {
    const before = await this.get(id);
    const transition = COURSE_TRANSITIONS[action];
    if (!transition.from.includes(before.status)) {
      throw new ApiException(409, ADMIN_COURSES_MESSAGES.transitionNotAllowed);
    }
    return this.write(actor, before, revision, `course.${action}`, { status: transition.to });
  }

  /**
   * Writes `changes` as the revision after `revision`: refused when the course has moved on or
   * another save claimed the same revision first.
   */
  private async write(
    actor: AuditActor,
    before: AdminCourse,
    revision: number,
    action: `course.${string}`,
    changes: Partial<CourseEntity>,
  ): Promise<AdminCourse> {
    if (before.revision !== revision)
      throw new ApiException(409, ADMIN_COURSES_MESSAGES.staleRevision);
    const next = revision + 1;
    try {
      await this.claims.create({ _id: `${before.id}@${next}`, actorId: actor.id, at: new Date() });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiException(409, ADMIN_COURSES_MESSAGES.staleRevision);
      throw error;
    }
    try {
      await this.courses
        .updateOne(
          { _id: new Types.ObjectId(before.id) },
          { $set: { ...changes, revision: next, updatedAt: new Date() } },
          { timestamps: false },
        )
        .exec();
    } catch (error) {
      if (isDuplicateKey(error)) {
        // The unique code or slug was taken in the meantime: give the revision back.
        await this.claims.deleteOne({ _id: `${before.id}@${next}` }).exec();
        throw fieldIssue('code', ADMIN_COURSES_MESSAGES.codeTaken);
      }
      throw error;
    }
    const after = await this.get(before.id);
    await this.afterWrite([after.id]);
    await this.audit.record(actor, {
      action,
      resourceType: 'course',
      resourceId: after.id,
      before: audited(before),
      after: audited(after),
    });
    await this.courseUpdates.courseChanged(before, after);
    return after;
  }

  /** Publishes written courses to the public catalogue and the admin grid of every instance. */
  async afterWrite(ids: readonly string[] | 'all'): Promise<void> {
    await this.readModel.changed(ids);
    await this.publisher.publish(ids === 'all' ? [] : ids, ids === 'all');
  }

  private async refuseTaken(input: CourseInput, exceptId?: string): Promise<void> {
    if (await this.readModel.holderOf('code', input.code, exceptId)) {
      throw fieldIssue('code', ADMIN_COURSES_MESSAGES.codeTaken);
    }
    if (await this.readModel.holderOf('slug', input.slug, exceptId)) {
      throw fieldIssue('slug', ADMIN_COURSES_MESSAGES.slugTaken);
    }
  }

  private async stored(id: string): Promise<StoredCourse> {
    const course = Types.ObjectId.isValid(id)
      ? await this.courses.findById(id).lean<StoredCourse>().exec()
      : null;
    if (!course) throw new ApiException(404, CALL_ERROR_MESSAGES.notFound);
    return course;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { type AdminCourse, adminCoursesGrid } from '../../../shared/admin/admin-courses';
import { AdminReadModel } from '../admin-grid/admin-read-model';
import { GridChangeLog } from '../admin-grid/grid-change-log';
import { COURSE_MODEL, CourseEntity } from '../catalog/course.schema';
import { type StoredCourse } from '../catalog/course.mapper';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { toAdminCourse } from './course-input.mapper';

/** Every course in every status, in memory for the admin grid (DESIGN.md decision 10). */
@Injectable()
export class AdminCoursesReadModel extends AdminReadModel<
  StoredCourse,
  AdminCourse,
  typeof adminCoursesGrid
> {
  constructor(
    @InjectModel(COURSE_MODEL) courses: Model<CourseEntity>,
    changeLog: GridChangeLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(
      {
        name: 'courses',
        definition: adminCoursesGrid,
        model: courses as unknown as Model<StoredCourse>,
        toRow: toAdminCourse,
        rowId: (row) => row.id,
        searchText: (row) => `${row.title} ${row.code} ${row.provider.name} ${row.location}`,
        filters: {
          status: (row, value) => row.status === value,
          country: (row, value) => row.country === value,
          level: (row, value) => row.level === value,
          field: (row, value) => row.field === value,
          origin: (row, value) => row.origin === value,
          deadlineBefore: (row, instant) =>
            Date.parse(row.applicationDeadline) < Date.parse(instant),
        },
        sortKeys: {
          title: (row) => row.title,
          code: (row) => row.code,
          status: (row) => row.status,
          country: (row) => row.country,
          applicationDeadline: (row) => row.applicationDeadline,
          updatedAt: (row) => row.updatedAt,
        },
      },
      changeLog,
      config.ADMIN_GRID_POLL_INTERVAL_MS,
    );
  }

  /** The course holding `code` or `slug` other than `exceptId`, if any (a unique field taken). */
  async holderOf(
    field: 'code' | 'slug',
    value: string,
    exceptId?: string,
  ): Promise<AdminCourse | undefined> {
    const wanted = field === 'slug' ? value.toLowerCase() : value;
    const rows = await this.matching(adminCoursesGrid.querySchema.parse({}));
    return rows.find((row) => row[field] === wanted && row.id !== exceptId);
  }
}

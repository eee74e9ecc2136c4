import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  type ApplicationBoard,
  type ApplicationBoardRow,
  APPLICATIONS_BOARD,
} from '../../../shared/applications/application';
import { APPLICATION_STATUSES } from '../../../shared/applications/application-status';
import { type GridQueryOf } from '../../../shared/admin/grid-query';
import { AdminReadModel } from '../admin-grid/admin-read-model';
import { GridChangeLog } from '../admin-grid/grid-change-log';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { AdvisorListPoke } from './advisor-list-poke';
import { APPLICATION_MODEL, type ApplicationRecord } from './application.schema';

export const APPLICATIONS_CHANGE_STREAM = 'applications';

export function toBoardRow(application: ApplicationRecord): ApplicationBoardRow {
  return {
    id: application._id,
    studentId: application.studentId,
    studentName: application.studentName,
    studentEmail: application.studentEmail,
    courseId: application.courseId,
    courseTitle: application.courseTitle,
    status: application.status,
    revision: application.revision,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

type BoardQuery = GridQueryOf<typeof APPLICATIONS_BOARD>;

/**
 * Every application in memory for the advisors' board (DESIGN.md decision 10): its filters,
 * search, counts per status and page are answered here, kept current on every instance through
 * the grid change feed that each change of an application records (`changed`).
 */
@Injectable()
export class ApplicationsReadModel extends AdminReadModel<
  ApplicationRecord,
  ApplicationBoardRow,
  typeof APPLICATIONS_BOARD
> {
  constructor(
    @InjectModel(APPLICATION_MODEL) applications: Model<ApplicationRecord>,
    changes: GridChangeLog,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly poke: AdvisorListPoke,
  ) {
    super(
      {
        name: APPLICATIONS_CHANGE_STREAM,
        definition: APPLICATIONS_BOARD,
        model: applications,
        toRow: toBoardRow,
        rowId: (row) => row.id,
        searchText: (row) => `${row.studentName} ${row.studentEmail} ${row.courseTitle}`,
        filters: {
          status: (row, status) => row.status === status,
          course: (row, courseId) => row.courseId === courseId,
        },
        sortKeys: {
          updatedAt: (row) => row.updatedAt,
          createdAt: (row) => row.createdAt,
          studentName: (row) => row.studentName,
          courseTitle: (row) => row.courseTitle,
        },
      },
      changes,
      config.ADMIN_GRID_POLL_INTERVAL_MS,
    );
  }

  /** Records the change for every instance, then tells the advisors' open screens. */
  override async changed(ids: readonly string[] | 'all'): Promise<void> {
    await super.changed(ids);
    await this.poke.changed('applications');
  }

  /**
   * One page of the board, with how many applications each status holds under the same search
   * and course (so the status tabs show their counts) and the programmes applied to.
   */
  async board(query: BoardQuery): Promise<ApplicationBoard> {
    const { status: _status, ...otherFilters } = query.filters;
    const [page, unfiltered, all] = await Promise.all([
      this.query(query),
      this.matching({ ...query, filters: otherFilters }),
      this.matching({ ...query, q: '', filters: {} }),
    ]);
    const counts = Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, 0]),
    ) as ApplicationBoard['counts'];
    for (const row of unfiltered) counts[row.status] += 1;
    const courses = new Map(all.map((row) => [row.courseId, row.courseTitle]));
    return {
      ...page,
      counts,
      courses: [...courses]
        .map(([id, title]) => ({ id, title }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    };
  }
}

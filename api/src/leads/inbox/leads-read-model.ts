import { Inject, Injectable } from '@nestjs/common';
import { ASSIGNEE_NONE, leadsGrid } from '../../../../shared/leads/inbox';
import { AdminReadModel } from '../../admin-grid/admin-read-model';
import { GridChangeLog } from '../../admin-grid/grid-change-log';
import { APP_CONFIG } from '../../config/app-config.provider';
import { type AppConfig } from '../../config/config.schema';
import { LEADS_GRID } from './leads-grid-name';
import { type LeadDocument, LeadRecords } from './lead-records';
import { type LeadEntry, leadEntryOf } from './lead-view';

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Every lead of the five kinds in memory (DESIGN.md decision 10), current across instances
 * through the grid change feed: a submission or a follow-up save records its id there.
 */
@Injectable()
export class LeadsReadModel extends AdminReadModel<LeadDocument, LeadEntry, typeof leadsGrid> {
  constructor(
    records: LeadRecords,
    changeLog: GridChangeLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(
      {
        name: LEADS_GRID,
        definition: leadsGrid,
        documents: records,
        toRow: leadEntryOf,
        rowId: (row) => row.id,
        searchText: (row) =>
          [row.id, row.name, row.email, row.phone, row.message, row.assigneeEmail ?? ''].join(' '),
        filters: {
          kind: (row, kind) => row.kind === kind,
          status: (row, status) => row.status === status,
          // The controller turns 'me' into the caller's id.
          assignee: (row, assignee) =>
            assignee === ASSIGNEE_NONE ? row.assigneeId === null : row.assigneeId === assignee,
          from: (row, day) => dayOf(row.createdAt) >= day,
          to: (row, day) => dayOf(row.createdAt) <= day,
          // The schema spells the moment as toISOString does: the texts compare as the moments.
          since: (row, instant) => row.createdAt >= instant,
          before: (row, instant) => row.createdAt < instant,
        },
        sortKeys: {
          createdAt: (row) => row.createdAt,
          updatedAt: (row) => row.updatedAt,
          name: (row) => row.name,
          email: (row) => row.email,
          kind: (row) => row.kind,
          status: (row) => row.status,
        },
      },
      changeLog,
      config.ADMIN_GRID_POLL_INTERVAL_MS,
    );
  }
}

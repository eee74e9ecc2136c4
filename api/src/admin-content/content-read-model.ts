import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { contentGrid, type ContentRow } from '../../../shared/admin-content/admin-content';
import { SUPPORTED_LANGUAGES } from '../../../shared/i18n/languages';
import { AdminReadModel } from '../admin-grid/admin-read-model';
import { GridChangeLog } from '../admin-grid/grid-change-log';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { CONTENT_ITEM_MODEL, ContentItemEntity } from '../content/content-item.schema';

/** The English title, else the first language's: what a list shows for an item. */
export function displayTitle(translations: ContentItemEntity['translations']): string {
  const language = SUPPORTED_LANGUAGES.find((code) => translations[code]);
  return (translations.en ?? (language && translations[language]))?.title ?? '';
}

export function toContentRow(item: ContentItemEntity): ContentRow {
  return {
    slug: item._id,
    type: item.type,
    status: item.status,
    title: displayTitle(item.translations),
    languages: SUPPORTED_LANGUAGES.filter((code) => item.translations[code]),
    publishedAt: item.status === 'published' ? item.publishedAt.toISOString() : null,
    scheduledAt: item.scheduledAt ? new Date(item.scheduledAt).toISOString() : null,
    updatedAt: item.updatedAt.toISOString(),
    revision: item.revision ?? 0,
    author: item.author ?? null,
  };
}

/** The content grid (and the scheduled job's list of due drafts), held in memory. */
@Injectable()
export class ContentReadModel extends AdminReadModel<
  ContentItemEntity,
  ContentRow,
  typeof contentGrid
> {
  constructor(
    @InjectModel(CONTENT_ITEM_MODEL) model: Model<ContentItemEntity>,
    changeLog: GridChangeLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(
      {
        name: 'content',
        definition: contentGrid,
        model,
        toRow: toContentRow,
        rowId: (row) => row.slug,
        searchText: (row) => `${row.slug} ${row.title} ${row.author ?? ''}`,
        filters: {
          type: (row, value) => row.type === value,
          status: (row, value) => row.status === value,
          language: (row, value) => row.languages.includes(value),
        },
        sortKeys: {
          updatedAt: (row) => row.updatedAt,
          title: (row) => row.title,
          slug: (row) => row.slug,
          type: (row) => row.type,
          status: (row) => row.status,
          publishedAt: (row) => row.publishedAt ?? '',
        },
      },
      changeLog,
      config.ADMIN_GRID_POLL_INTERVAL_MS,
    );
  }

  /** Drafts whose publishing time has come, as this instance knows them after catching up. */
  async dueForPublishing(now: Date): Promise<ContentRow[]> {
    await this.ready();
    await this.catchUp();
    const drafts = await this.matching({
      ...contentGrid.querySchema.parse({}),
      filters: { status: 'draft' },
    });
    return drafts.filter(
      (row) => row.scheduledAt !== null && Date.parse(row.scheduledAt) <= now.getTime(),
    );
  }
}

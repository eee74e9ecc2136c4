/**
 * The student's applications on this device (issue 15 item 7), in their local database so
 * /dashboard/applications opens offline with what the server last listed, and each timeline
 * opened before. A cache, not a replicated collection: applications change only through the API
 * (an advisor's move, the student's apply or withdraw), and the server's list replaces this one
 * whenever it is read.
 */
import { type RxCollection, type RxJsonSchema } from 'rxdb';
import { map, type Observable } from 'rxjs';
import {
  type ApplicationDetail,
  type ApplicationView,
} from '../../../shared/applications/application';
import { type ApplicationDocuments } from '../../../shared/documents/document';

export interface CachedApplication {
  id: string;
  application: ApplicationView;
}

/**
 * One record of `applicationdetails`: an application's timeline (id `<applicationId>`) or its
 * documents (id `documents:<applicationId>`, document-cache.ts). Two kinds share the collection
 * because open-core RxDB keeps at most 13 collections open, and this database has 13.
 */
export interface CachedApplicationDetail {
  id: string;
  detail: ApplicationDetail | ApplicationDocuments;
}

const isTimeline = (detail: CachedApplicationDetail['detail']): detail is ApplicationDetail =>
  'application' in detail;

export type ApplicationCacheCollections = {
  applicationlist: RxCollection<CachedApplication>;
  applicationdetails: RxCollection<CachedApplicationDetail>;
};

export const CACHED_APPLICATION_SCHEMA: RxJsonSchema<CachedApplication> = {
  title: 'applications',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 500 }, application: { type: 'object' } },
  required: ['id', 'application'],
};

export const CACHED_APPLICATION_DETAIL_SCHEMA: RxJsonSchema<CachedApplicationDetail> = {
  title: 'application timelines',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 500 }, detail: { type: 'object' } },
  required: ['id', 'detail'],
};

export class ApplicationCache {
  constructor(private readonly collections: ApplicationCacheCollections) {}

  /** The kept applications, now and after every change (any tab's). */
  applications$(): Observable<ApplicationView[]> {
    return this.collections.applicationlist
      .find()
      .$.pipe(
        map((documents) => documents.map((document) => document.toMutableJSON().application)),
      );
  }

  /** Replaces the kept list by the server's, dropping timelines of applications gone from it. */
  async replace(applications: readonly ApplicationView[]): Promise<void> {
    const listed = new Set(applications.map((application) => application.id));
    const gone = (await this.collections.applicationlist.find().exec())
      .map((document) => document.id)
      .filter((id) => !listed.has(id));
    await this.collections.applicationlist.bulkRemove(gone);
    await this.collections.applicationdetails.bulkRemove(gone);
    await this.collections.applicationlist.bulkUpsert(
      applications.map((application) => ({ id: application.id, application })),
    );
  }

  /** Keeps one application as a call answered it (applied, withdrawn). */
  async store(application: ApplicationView): Promise<void> {
    await this.collections.applicationlist.upsert({ id: application.id, application });
  }

  /** The kept timeline of one application, now and after every change. */
  detail$(id: string): Observable<ApplicationDetail | undefined> {
    return this.collections.applicationdetails.findOne(id).$.pipe(
      map((document) => {
        const detail = document?.toMutableJSON().detail;
        return detail && isTimeline(detail) ? detail : undefined;
      }),
    );
  }

  async storeDetail(detail: ApplicationDetail): Promise<void> {
    await this.collections.applicationdetails.upsert({ id: detail.application.id, detail });
    await this.store(detail.application);
  }
}

/**
 * Scheduled publishing: every minute, once across instances (a `content-publish:<slot>` claim,
 * DESIGN.md decision 12), drafts whose publishing time has come are published. Each publish is
 * itself a version claim, so an item is published once even when runs overlap or an admin saves
 * at the same moment (the admin's save wins; the draft is published on the next run).
 * The clock is a parameter of `run`, so tests drive it.
 */
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { ClaimedJob } from '../common/claimed-job';
import { JobRunClaims } from '../common/job-run-claims';
import { ContentEditorService } from './content-editor.service';
import { ContentReadModel } from './content-read-model';

export const CONTENT_PUBLISH_JOB = 'content-publish';
export const CONTENT_PUBLISH_JOB_INTERVAL_MS = 60_000;

@Injectable()
export class ContentPublishJob extends ClaimedJob<string[]> {
  constructor(
    runs: JobRunClaims,
    private readonly grid: ContentReadModel,
    private readonly editor: ContentEditorService,
    logger: PinoLogger,
  ) {
    super(
      {
        job: CONTENT_PUBLISH_JOB,
        intervalMs: CONTENT_PUBLISH_JOB_INTERVAL_MS,
        failure: 'scheduled content publishing failed',
      },
      runs,
      logger,
    );
    logger.setContext(ContentPublishJob.name);
  }

  /** One run at `now`: the slugs it published. */
  protected async work(now: Date): Promise<string[]> {
    const published: string[] = [];
    for (const row of await this.grid.dueForPublishing(now)) {
      if (await this.editor.publishScheduled(row.slug, now)) published.push(row.slug);
    }
    if (published.length > 0) this.logger.info({ published }, 'scheduled content published');
    return published;
  }
}

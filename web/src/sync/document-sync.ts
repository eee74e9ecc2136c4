/**
 * The student's documents between this device's cache (document-cache.ts) and the API: the
 * checklists loaded on start, on every reconnect and when the server says an advisor changed one;
 * and the files chosen for an item, each saved as waiting before its first try and removed only
 * once the server stored it (or refused it), so a file chosen offline is uploaded once the
 * browser is back online. Uploading again is harmless: the server stores a client id once.
 */
import { BehaviorSubject } from 'rxjs';
import { type RealtimeMessage } from '../../../shared/realtime/realtime-messages';
import { ApiCallError } from '../data/api-client';
import { attachmentRefusalIn } from '../data/attachment-upload';
import { fetchMyDocuments, uploadDocument } from '../data/documents-api';
import { isRetryableStatus } from '../data/outbox-state';
import { type ChosenFile } from '../lib/attachment-files';
import { type DocumentCache, type WaitingDocument } from './document-cache';

/** How an upload ended for the checklist: stored, waiting for the network, or refused. */
export type UploadOutcome = 'sent' | 'waiting' | 'refused';

/** No answer, or a server that may take it later (busy, 5xx, an expired session). */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiCallError) || error.statusCode === null) return true;
  return error.statusCode === 401 || isRetryableStatus(error.statusCode);
}

export class DocumentSync {
  private refreshing: Promise<void> | undefined;
  private flushing: Promise<void> | undefined;
  /** Upload progress (0–1) of the files being sent now, by version id. */
  readonly progress$ = new BehaviorSubject<Readonly<Record<string, number>>>({});

  constructor(readonly cache: DocumentCache) {}

  /** Loads the server's checklists into the cache (one load at a time); rejects when it failed. */
  refresh(): Promise<void> {
    this.refreshing ??= fetchMyDocuments()
      .then((mine) => this.cache.replace(mine.applications))
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  /** Keeps `chosen` as the next version of the item, then uploads it at once when online. */
  async choose(applicationId: string, itemKey: string, chosen: ChosenFile): Promise<UploadOutcome> {
    const waiting: WaitingDocument = {
      id: chosen.id,
      applicationId,
      itemKey,
      name: chosen.file.name,
      type: chosen.type,
      size: chosen.file.size,
      createdAt: new Date().toISOString(),
      state: 'waiting',
    };
    await this.cache.addWaiting(waiting, chosen.file);
    if (!navigator.onLine) return 'waiting';
    await this.flush();
    return (await this.cache.waiting()).some((other) => other.id === waiting.id)
      ? 'waiting'
      : 'sent';
  }

  /** Forgets a file the server refused, once the student has seen it was not uploaded. */
  discard(id: string): Promise<void> {
    return this.cache.remove(id);
  }

  /** Uploads every waiting file, oldest first, stopping at the first that must wait. */
  flush(): Promise<void> {
    if (!navigator.onLine) return Promise.resolve();
    this.flushing ??= (async () => {
      let stored = false;
      // Read the outbox again after each file: one chosen meanwhile goes in this same run.
      const tried = new Set<string>();
      for (;;) {
        const next = (await this.cache.waiting()).find((waiting) => !tried.has(waiting.id));
        if (!next) break;
        tried.add(next.id);
        const outcome = await this.upload(next);
        if (outcome === 'waiting') break;
        stored ||= outcome === 'sent';
      }
      if (stored) await this.refresh();
    })().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** Back online or reconnected: what waited goes first, then the checklists catch up. */
  reconnected(): void {
    void this.flush()
      .then(() => this.refresh())
      .catch((error: unknown) => console.warn('[documents] not refreshed', error));
  }

  /** An advisor reviewed a version or asked for a new item: read the checklists again. */
  received(message: RealtimeMessage): void {
    if (message.type !== 'documents-changed') return;
    void this.refresh().catch((error: unknown) =>
      console.warn('[documents] a change was not read', error),
    );
  }

  private async upload(waiting: WaitingDocument): Promise<UploadOutcome> {
    const data = await this.cache.fileData(waiting.id);
    if (!data) {
      await this.cache.refused(waiting.id, 'missing');
      return 'refused';
    }
    try {
      await uploadDocument({
        applicationId: waiting.applicationId,
        itemKey: waiting.itemKey,
        clientId: waiting.id,
        file: data,
        name: waiting.name,
        onProgress: (fraction) =>
          this.progress$.next({ ...this.progress$.value, [waiting.id]: fraction }),
      });
    } catch (error) {
      if (isWorthRetrying(error)) return 'waiting';
      console.warn('[documents] the server refused a file', error);
      await this.cache.refused(waiting.id, attachmentRefusalIn(error));
      return 'refused';
    } finally {
      const { [waiting.id]: _done, ...others } = this.progress$.value;
      this.progress$.next(others);
    }
    await this.cache.remove(waiting.id);
    return 'sent';
  }
}

/**
 * The student's messages between this device's cache (message-cache.ts) and the API: the thread
 * list loaded on start, on every reconnect and when a message arrives over the socket; a thread's
 * newer messages when it is opened; read receipts; and sending. A message is saved as waiting
 * before its first try and leaves the outbox only once the server stored it, so one written
 * offline, or before a reload, is sent once the browser is back online. Sending again is
 * harmless: the server stores a client id once. A message's files are uploaded first, each
 * under its own client id (stored once too), and the message then names them.
 */
import { BehaviorSubject } from 'rxjs';
import {
  CONVERSATION_MESSAGE_MAX_LENGTH,
  CONVERSATION_PATHS,
  type ConversationMessage,
} from '../../../shared/conversations/conversation';
import { type LanguageCode } from '../../../shared/i18n/languages';
import { type RealtimeMessage } from '../../../shared/realtime/realtime-messages';
import { ApiCallError } from '../data/api-client';
import { attachmentRefusalIn, uploadAttachment } from '../data/attachment-upload';
import { type ChosenFile } from '../lib/attachment-files';
import {
  fetchStudentThread,
  fetchStudentThreads,
  postStudentMessage,
  postStudentReadReceipt,
  startAdvisorThread,
} from '../data/student-conversations-api';
import { isRetryableStatus } from '../data/outbox-state';
import { type MessageCache, type WaitingMessage } from './message-cache';

/** How a send ended for the compose box: stored, waiting for the network, or refused. */
export type SendOutcome = 'sent' | 'waiting' | 'refused';

/** No answer, or a server that may take it later (busy, 5xx, an expired session). */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiCallError) || error.statusCode === null) return true;
  return error.statusCode === 401 || isRetryableStatus(error.statusCode);
}

export class MessageSync {
  private refreshing: Promise<void> | undefined;
  private flushing: Promise<void> | undefined;
  /** Upload progress (0–1) of the files being sent now, by file id. */
  readonly progress$ = new BehaviorSubject<Readonly<Record<string, number>>>({});

  constructor(readonly cache: MessageCache) {}

  /** Loads the server's thread list into the cache (one load at a time); rejects when it failed. */
  refreshThreads(): Promise<void> {
    this.refreshing ??= fetchStudentThreads()
      .then((list) => this.cache.replaceThreads(list.threads))
      .finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  /** Loads the messages of thread `id` the device does not have yet. */
  async loadThread(id: string): Promise<void> {
    const thread = await fetchStudentThread(id, await this.cache.lastSeq(id));
    await this.cache.storeMessages(id, thread.messages);
  }

  /** Tells the server the student read thread `id` up to message `upTo`. */
  async markRead(id: string, upTo: number): Promise<void> {
    await postStudentReadReceipt(id, upTo);
    await this.cache.storeRead(id, upTo);
  }

  /** Starts a thread with the advisors (needs the server) and sends `text` in it. */
  async startThread(
    text: string,
    language: LanguageCode,
    timeZone: string,
    files: ChosenFile[] = [],
  ): Promise<{ id: string; outcome: SendOutcome }> {
    const created = await startAdvisorThread(language, timeZone);
    const id = created.conversation.id;
    await this.cache.storeThread({ conversation: created.conversation, unread: 0 });
    return { id, outcome: await this.send(id, text, files) };
  }

  /**
   * Saves `text` and `files` as waiting (on this device, bytes included), then tries to send
   * them at once when the browser is online.
   */
  async send(conversationId: string, text: string, files: ChosenFile[] = []): Promise<SendOutcome> {
    const message: WaitingMessage = {
      clientId: crypto.randomUUID(),
      conversationId,
      text: text.trim().slice(0, CONVERSATION_MESSAGE_MAX_LENGTH),
      createdAt: new Date().toISOString(),
      refused: false,
    };
    await this.cache.addWaiting(
      message,
      files.map((chosen) => ({
        id: chosen.id,
        file: chosen.file,
        name: chosen.file.name,
        type: chosen.type,
      })),
    );
    if (!navigator.onLine) return 'waiting';
    return this.deliver(message);
  }

  /** Forgets a message the server refused, once the student has seen it was not sent. */
  discard(clientId: string): Promise<void> {
    return this.cache.sent(clientId);
  }

  /** Sends every waiting message, oldest first, stopping at the first that must wait. */
  flush(): Promise<void> {
    if (!navigator.onLine) return Promise.resolve();
    this.flushing ??= (async () => {
      for (const message of await this.cache.waiting()) {
        if ((await this.deliver(message)) === 'waiting') return;
      }
    })().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** Back online or reconnected: what waited goes first, then the list catches up. */
  reconnected(): void {
    void this.flush()
      .then(() => this.refreshThreads())
      .catch((error: unknown) => console.warn('[messages] not refreshed', error));
  }

  /**
   * What the socket brought: a message in one of the student's threads. A student's own messages
   * never come back to them, so a person's message is one for an advisor's desk, not kept here.
   */
  received(message: RealtimeMessage): void {
    if (message.type !== 'conversation-message' || message.message.side === 'user') return;
    void this.cache
      .storeMessages(message.conversationId, [message.message])
      .then(() => this.refreshThreads())
      .catch((error: unknown) => console.warn('[messages] an arrival was not kept', error));
  }

  /**
   * Uploads the message's files not uploaded yet, in order: 'waiting' when one must wait for the
   * network, 'refused' when the server refused one (the message is then refused too).
   */
  private async upload(message: WaitingMessage): Promise<SendOutcome | 'uploaded'> {
    const conversationPath = `${CONVERSATION_PATHS.student}/${encodeURIComponent(message.conversationId)}`;
    for (const file of await this.cache.filesOf(message.clientId)) {
      if (file.state === 'uploaded') continue;
      const data = await this.cache.fileData(file.id);
      if (!data) {
        await this.cache.fileRefused(file.id, 'missing');
        return 'refused';
      }
      try {
        await uploadAttachment({
          conversationPath,
          attachmentId: file.id,
          file: data,
          name: file.name,
          onProgress: (fraction) =>
            this.progress$.next({ ...this.progress$.value, [file.id]: fraction }),
        });
      } catch (error) {
        if (isWorthRetrying(error)) return 'waiting';
        console.warn('[messages] the server refused a file', error);
        await this.cache.fileRefused(file.id, attachmentRefusalIn(error));
        return 'refused';
      } finally {
        const { [file.id]: _done, ...others } = this.progress$.value;
        this.progress$.next(others);
      }
      await this.cache.fileUploaded(file.id);
    }
    return 'uploaded';
  }

  private async deliver(message: WaitingMessage): Promise<SendOutcome> {
    let stored: ConversationMessage[];
    try {
      const uploads = await this.upload(message);
      if (uploads === 'waiting') return 'waiting';
      if (uploads === 'refused') {
        await this.cache.refused(message.clientId);
        return 'refused';
      }
      const files = await this.cache.filesOf(message.clientId);
      const thread = await postStudentMessage(message.conversationId, {
        clientId: message.clientId,
        text: message.text,
        attachments: files.map((file) => file.id),
      });
      stored = thread.messages;
    } catch (error) {
      if (isWorthRetrying(error)) return 'waiting';
      console.warn('[messages] the server refused a message', error);
      await this.cache.refused(message.clientId);
      return 'refused';
    }
    await this.cache.storeMessages(message.conversationId, stored);
    await this.cache.sent(message.clientId);
    void this.refreshThreads().catch((error: unknown) =>
      console.warn('[messages] the list was not refreshed', error),
    );
    return 'sent';
  }
}

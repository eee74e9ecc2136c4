/**
 * The student's messages on this device (issue 14 item 7), in their local database so the
 * messages page opens offline: the thread list the server last gave (with unread counts, which
 * the header's badge adds up), every message of a thread the student has opened or that arrived
 * over the socket, and the messages written while the server could not be reached, waiting to be
 * sent (message-sync.ts sends them). A cache, not a replicated collection: the server's
 * conversations stay the truth; a waiting message carries its client id, so sending it again
 * (a reload, two tabs) stores it once. Files attached to a waiting message wait beside it, each
 * with its bytes (an RxDB attachment in IndexedDB) and the client id it is uploaded under, so a
 * file chosen offline is uploaded once the browser is back online, and stored once.
 */
import { type RxCollection, type RxJsonSchema } from 'rxdb';
import { combineLatest, map, type Observable } from 'rxjs';
import {
  type AttachmentRefusal,
  type AttachmentType,
} from '../../../shared/conversations/attachments';
import {
  type ConversationMessage,
  type StudentThread,
} from '../../../shared/conversations/conversation';
import { readFileBytes, withFileBytes } from './waiting-file-bytes';

/** A thread as listed, keyed by its conversation id. */
export type CachedThread = StudentThread & { id: string };

/** One message of a thread (`<conversationId>:<seq>`). */
export interface CachedMessage {
  id: string;
  conversationId: string;
  seq: number;
  message: ConversationMessage;
}

/** A message the student wrote that the server has not stored yet. */
export interface WaitingMessage {
  clientId: string;
  conversationId: string;
  text: string;
  createdAt: string;
  /** The server refused it (not a network failure): it is not sent again on its own. */
  refused: boolean;
}

/** A file of a waiting message; its bytes are kept beside it (waiting-file-bytes.ts). */
export interface WaitingFile {
  /** The attachment's client id: the upload's, and what the message names. */
  id: string;
  conversationId: string;
  messageClientId: string;
  name: string;
  type: AttachmentType;
  size: number;
  createdAt: string;
  state: 'waiting' | 'uploaded' | 'refused';
  refusal?: AttachmentRefusal;
}

/** A waiting message as the thread shows it, with its files. */
export type WaitingMessageView = WaitingMessage & { files: WaitingFile[] };

export type MessageCacheCollections = {
  messagethreads: RxCollection<CachedThread>;
  threadmessages: RxCollection<CachedMessage>;
  messageoutbox: RxCollection<WaitingMessage>;
  fileoutbox: RxCollection<WaitingFile>;
};

const KEY = { type: 'string', maxLength: 200 } as const;

export const CACHED_THREAD_SCHEMA: RxJsonSchema<CachedThread> = {
  title: 'message threads',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: KEY,
    conversation: { type: 'object' },
    lastMessage: { type: 'object' },
    unread: { type: 'integer' },
  },
  required: ['id', 'conversation', 'unread'],
};

export const CACHED_MESSAGE_SCHEMA: RxJsonSchema<CachedMessage> = {
  title: 'thread messages',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: KEY,
    conversationId: KEY,
    seq: { type: 'integer' },
    message: { type: 'object' },
  },
  required: ['id', 'conversationId', 'seq', 'message'],
};

export const WAITING_MESSAGE_SCHEMA: RxJsonSchema<WaitingMessage> = {
  title: 'message outbox',
  version: 0,
  primaryKey: 'clientId',
  type: 'object',
  properties: {
    clientId: KEY,
    conversationId: KEY,
    text: { type: 'string' },
    createdAt: { type: 'string' },
    refused: { type: 'boolean' },
  },
  required: ['clientId', 'conversationId', 'text', 'createdAt', 'refused'],
};

export const WAITING_FILE_SCHEMA: RxJsonSchema<WaitingFile> = {
  title: 'file outbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: KEY,
    conversationId: KEY,
    messageClientId: KEY,
    name: { type: 'string' },
    type: { type: 'string' },
    size: { type: 'integer' },
    createdAt: { type: 'string' },
    state: { type: 'string' },
    refusal: { type: 'string' },
  },
  required: [
    'id',
    'conversationId',
    'messageClientId',
    'name',
    'type',
    'size',
    'createdAt',
    'state',
  ],
  attachments: {},
};

const activityOf = (thread: StudentThread) =>
  thread.lastMessage?.sentAt ?? thread.conversation.createdAt;

/** Newest activity first (ISO times sort as text). */
function byActivity(a: StudentThread, b: StudentThread): number {
  return activityOf(b).localeCompare(activityOf(a));
}

const withoutKey = ({ id: _id, ...thread }: CachedThread): StudentThread => thread;

export class MessageCache {
  constructor(private readonly collections: MessageCacheCollections) {}

  /** The kept threads, newest activity first, now and after every change (any tab's). */
  threads$(): Observable<StudentThread[]> {
    return this.collections.messagethreads
      .find()
      .$.pipe(
        map((documents) =>
          documents.map((document) => withoutKey(document.toMutableJSON())).sort(byActivity),
        ),
      );
  }

  /** Replaces the kept list by the server's: a thread it no longer lists goes. */
  async replaceThreads(threads: StudentThread[]): Promise<void> {
    const listed = new Set(threads.map((thread) => thread.conversation.id));
    const kept = await this.collections.messagethreads.find().exec();
    await this.collections.messagethreads.bulkRemove(
      kept.filter((document) => !listed.has(document.id)).map((document) => document.id),
    );
    await this.collections.messagethreads.bulkUpsert(
      threads.map((thread) => ({ ...thread, id: thread.conversation.id })),
    );
  }

  async storeThread(thread: StudentThread): Promise<void> {
    await this.collections.messagethreads.upsert({ ...thread, id: thread.conversation.id });
  }

  /** The student read the thread up to `upTo`: nothing in it is unread any more. */
  async storeRead(conversationId: string, upTo: number): Promise<void> {
    const document = await this.collections.messagethreads.findOne(conversationId).exec();
    if (!document) return;
    const { conversation } = document.toMutableJSON();
    const user = Math.max(conversation.readUpTo.user, upTo);
    await document.incrementalPatch({
      unread: Math.max(0, conversation.lastSeq - user),
      conversation: { ...conversation, readUpTo: { ...conversation.readUpTo, user } },
    });
  }

  /** A thread's kept messages in order, with what still waits to be sent, kept current. */
  thread$(conversationId: string): Observable<{
    messages: ConversationMessage[];
    waiting: WaitingMessageView[];
  }> {
    const selector = { conversationId };
    const messages$ = this.collections.threadmessages.find({ selector }).$.pipe(
      map((documents) =>
        documents
          .map((document) => document.toMutableJSON())
          .sort((a, b) => a.seq - b.seq)
          .map((entry) => entry.message),
      ),
    );
    const waiting$ = this.collections.messageoutbox
      .find({ selector })
      .$.pipe(map((documents) => documents.map((document) => document.toMutableJSON())));
    const files$ = this.collections.fileoutbox
      .find({ selector })
      .$.pipe(map((documents) => documents.map((document) => document.toMutableJSON())));
    return combineLatest([messages$, waiting$, files$]).pipe(
      map(([kept, waiting, files]) => {
        const stored = new Set(kept.map((message) => message.clientId));
        const filesOf = (clientId: string) =>
          files
            .filter((file) => file.messageClientId === clientId)
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        return {
          messages: kept,
          waiting: waiting
            .filter((item) => !stored.has(item.clientId))
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
            .map((item) => ({ ...item, files: filesOf(item.clientId) })),
        };
      }),
    );
  }

  /** The number of the thread's last kept message (0 when none). */
  async lastSeq(conversationId: string): Promise<number> {
    const kept = await this.collections.threadmessages
      .find({ selector: { conversationId } })
      .exec();
    return kept.reduce((last, document) => Math.max(last, document.seq), 0);
  }

  async storeMessages(conversationId: string, messages: ConversationMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.collections.threadmessages.bulkUpsert(
      messages.map((message) => ({
        id: `${conversationId}:${message.seq}`,
        conversationId,
        seq: message.seq,
        message,
      })),
    );
  }

  /**
   * Keeps a message to send with its files. The files go first: a flush that finds the message
   * finds everything it carries.
   */
  async addWaiting(
    message: WaitingMessage,
    files: Array<{ id: string; file: Blob; name: string; type: AttachmentType }> = [],
  ): Promise<void> {
    for (const [index, chosen] of files.entries()) {
      await this.collections.fileoutbox.insert(
        withFileBytes(
          {
            id: chosen.id,
            conversationId: message.conversationId,
            messageClientId: message.clientId,
            name: chosen.name,
            type: chosen.type,
            size: chosen.file.size,
            // The order the sender chose them in, kept within one millisecond.
            createdAt: `${message.createdAt}#${String(index).padStart(2, '0')}`,
            state: 'waiting',
          },
          chosen.file,
          chosen.type,
        ),
      );
    }
    await this.collections.messageoutbox.insert(message);
  }

  /** The files of a waiting message, in the order they were chosen. */
  async filesOf(messageClientId: string): Promise<WaitingFile[]> {
    const documents = await this.collections.fileoutbox
      .find({ selector: { messageClientId } })
      .exec();
    return documents
      .map((document) => document.toMutableJSON())
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** The bytes of a waiting file, or null when they are gone. */
  async fileData(id: string): Promise<Blob | null> {
    return readFileBytes(await this.collections.fileoutbox.findOne(id).exec());
  }

  async fileUploaded(id: string): Promise<void> {
    const document = await this.collections.fileoutbox.findOne(id).exec();
    await document?.incrementalPatch({ state: 'uploaded' });
  }

  async fileRefused(id: string, refusal: AttachmentRefusal | undefined): Promise<void> {
    const document = await this.collections.fileoutbox.findOne(id).exec();
    await document?.incrementalPatch({ state: 'refused', ...(refusal && { refusal }) });
  }

  /** Every message still to send on its own, oldest first. */
  async waiting(): Promise<WaitingMessage[]> {
    const documents = await this.collections.messageoutbox.find().exec();
    return documents
      .map((document) => document.toMutableJSON())
      .filter((item) => !item.refused)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /** The message left the outbox: the server stored it, or the student discarded it. */
  async sent(clientId: string): Promise<void> {
    await (await this.collections.messageoutbox.findOne(clientId).exec())?.remove();
    await this.collections.fileoutbox.find({ selector: { messageClientId: clientId } }).remove();
  }

  async refused(clientId: string): Promise<void> {
    const document = await this.collections.messageoutbox.findOne(clientId).exec();
    await document?.incrementalPatch({ refused: true });
  }
}

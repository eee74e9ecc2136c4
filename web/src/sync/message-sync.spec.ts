import { type ConversationMessage } from '../../../shared/conversations/conversation';
import { type MessageCache, type WaitingMessage } from './message-cache';
import { MessageSync } from './message-sync';

/** The outbox part of the cache, in memory. */
function memoryCache() {
  const outbox = new Map<string, WaitingMessage>();
  const stored: ConversationMessage[] = [];
  const cache = {
    addWaiting: async (message: WaitingMessage) => void outbox.set(message.clientId, message),
    filesOf: async () => [],
    waiting: async () =>
      [...outbox.values()]
        .filter((message) => !message.refused)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    sent: async (clientId: string) => void outbox.delete(clientId),
    refused: async (clientId: string) => {
      const message = outbox.get(clientId);
      if (message) outbox.set(clientId, { ...message, refused: true });
    },
    storeMessages: async (_id: string, messages: ConversationMessage[]) =>
      void stored.push(...messages),
    replaceThreads: async () => undefined,
  };
  return { cache: cache as unknown as MessageCache, outbox, stored };
}

const conversation = {
  id: 'c-1',
  status: 'advisor',
  language: 'en',
  lastSeq: 1,
  readUpTo: { user: 1, advisor: 0 },
  assistantState: { misses: 0 },
  createdAt: '2026-11-24T05:00:00.000Z',
};

/** The API as far as these calls go: a message is stored once per client id. */
function fakeApi(answer: (clientId: string) => 'store' | 'unreachable' | 'refuse') {
  const posted: string[] = [];
  const seqs = new Map<string, number>();
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (_path, init) => {
    if (!init?.method || init.method === 'GET') {
      return Response.json({ threads: [], unread: 0 });
    }
    const { clientId, text } = JSON.parse(String(init.body)) as { clientId: string; text: string };
    const outcome = answer(clientId);
    if (outcome === 'unreachable') throw new TypeError('Failed to fetch');
    if (outcome === 'refuse') return Response.json({ message: 'Forbidden' }, { status: 403 });
    posted.push(text);
    if (!seqs.has(clientId)) seqs.set(clientId, seqs.size + 1);
    const message = {
      seq: seqs.get(clientId)!,
      clientId,
      side: 'user',
      text,
      sentAt: '2026-11-24T05:01:00.000Z',
    };
    return Response.json({ conversation, messages: [message] }, { status: 201 });
  });
  return { posted };
}

function setOnline(online: boolean) {
  Object.defineProperty(globalThis.navigator, 'onLine', { value: online, configurable: true });
}

afterEach(() => jest.restoreAllMocks());

describe(MessageSync.name, () => {
  it('keeps a message written offline waiting, and sends each waiting one once back online', async () => {
    const { cache, outbox, stored } = memoryCache();
    const api = fakeApi(() => 'store');
    const sync = new MessageSync(cache);
    setOnline(false);
    expect(await sync.send('c-1', '  First  ')).toBe('waiting');
    expect(await sync.send('c-1', 'Second')).toBe('waiting');
    expect(api.posted).toEqual([]);
    expect([...outbox.values()].map((message) => message.text)).toEqual(['First', 'Second']);

    setOnline(true);
    await Promise.all([sync.flush(), sync.flush()]);
    expect(api.posted).toEqual(['First', 'Second']);
    expect(outbox.size).toBe(0);
    expect(stored.map((message) => message.text)).toEqual(['First', 'Second']);
  });

  it('stops at a message the network did not carry, and leaves a refused one for the student', async () => {
    const { cache, outbox } = memoryCache();
    // The refusal is logged for the developer; the student sees it on the message.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let reachable = false;
    fakeApi(() => (reachable ? 'refuse' : 'unreachable'));
    const sync = new MessageSync(cache);
    setOnline(true);
    expect(await sync.send('c-1', 'On a bad line')).toBe('waiting');
    expect([...outbox.values()][0]).toMatchObject({ text: 'On a bad line', refused: false });

    reachable = true;
    await sync.flush();
    expect([...outbox.values()][0]).toMatchObject({ text: 'On a bad line', refused: true });
    await sync.flush();
    expect(await cache.waiting()).toEqual([]);
  });
});

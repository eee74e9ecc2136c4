import { InboxMemory, READ_STATES_PER_INBOX } from './inbox-memory';
import {
  applyEvent,
  EMPTY_LOG_STATE,
  type NotificationLogEvent,
  type NotificationLogState,
} from './notification-log-state';

const kind = { type: 'message', priority: 'normal' } as const;

/** A log written event by event, as NotificationRepository appends it. */
function log() {
  const entries: { event: NotificationLogEvent; state: NotificationLogState }[] = [];
  let state = EMPTY_LOG_STATE;
  const append = (event: NotificationLogEvent) => {
    state = applyEvent(state, event, state.sequence + 1);
    entries.push({ event, state });
    return state.sequence;
  };
  return {
    entries,
    create: (id: string) => ({ id, sequence: append({ kind: 'created', id, ...kind }) }),
    read: (item: { id: string; sequence: number }) =>
      append({ kind: 'read', id: item.id, ...kind, createdSequence: item.sequence }),
    readAll: () => append({ kind: 'read-all' }),
    remove: (id: string) => append({ kind: 'removed', id, ...kind }),
    state: () => state,
  };
}

/** A memory started now, then folding every entry appended from here on. */
function follow(written: ReturnType<typeof log>) {
  const memory = new InboxMemory(written.state());
  return {
    memory,
    // Entry n is at index n − 1: fold those past the memory's end.
    catchUp: () => {
      for (const { event, state } of written.entries.slice(memory.state.sequence)) {
        memory.fold(event, state);
      }
    },
  };
}

describe(InboxMemory.name, () => {
  it('knows the read state of what was created since it started, and asks about the rest', () => {
    const written = log();
    const old = written.create('old');
    // Its reads could be entries before the memory's start: only its claim can tell.
    written.create('before the start');
    const { memory, catchUp } = follow(written);
    const fresh = written.create('fresh');
    const other = written.create('other');
    written.read(fresh);
    catchUp();
    expect(memory.state).toEqual(written.state());
    expect(memory.isRead(fresh)).toBe(true);
    expect(memory.isRead(other)).toBe(false);
    expect(memory.isRead(old)).toBeUndefined();

    // A claim missing at the lookup stays unread until a read of it is folded.
    memory.recordClaim(old.id, false, memory.readEpoch);
    expect(memory.isRead(old)).toBe(false);
    written.read(old);
    catchUp();
    expect(memory.isRead(old)).toBe(true);
  });

  it('counts everything before a read-all read, and folds an entry only once, in order', () => {
    const written = log();
    const { memory, catchUp } = follow(written);
    const first = written.create('first');
    written.readAll();
    const after = written.create('after');
    catchUp();
    expect(memory.isRead(first)).toBe(true);
    expect(memory.isRead(after)).toBe(false);
    const [entry] = written.entries.slice(-1);
    expect(memory.fold(entry!.event, entry!.state)).toBe(false);
    expect(memory.state.sequence).toBe(3);
  });

  it('changes its item epoch when a removal is folded', () => {
    const written = log();
    const gone = written.create('gone');
    written.read(gone);
    const { memory, catchUp } = follow(written);
    const epoch = memory.itemEpoch;
    written.remove(gone.id);
    catchUp();
    expect(memory.itemEpoch).not.toBe(epoch);
    expect(memory.state.total).toBe(0);
  });

  it('forgets its read states past the bound and asks again, ignoring claims looked up before', () => {
    const written = log();
    const { memory, catchUp } = follow(written);
    const items = Array.from({ length: READ_STATES_PER_INBOX + 1 }, (_, at) =>
      written.create(`n${at}`),
    );
    for (const item of items) written.read(item);
    const lookedUp = memory.readEpoch;
    catchUp();
    expect(memory.read.size).toBeLessThanOrEqual(READ_STATES_PER_INBOX);
    expect(memory.isRead(items[0]!)).toBeUndefined();
    memory.recordClaim(items[0]!.id, false, lookedUp);
    expect(memory.isRead(items[0]!)).toBeUndefined();
    memory.recordClaim(items[0]!.id, true, memory.readEpoch);
    expect(memory.isRead(items[0]!)).toBe(true);
  });
});

import { applyEvent, EMPTY_LOG_STATE, matchingTotal } from './notification-log-state';

const created = (id: string) =>
  ({ kind: 'created', id, type: 'message', priority: 'high' }) as const;

describe(applyEvent.name, () => {
  it('counts a read after a read-all that already covered it only once', () => {
    let state = applyEvent(EMPTY_LOG_STATE, created('a'), 1);
    state = applyEvent(state, { kind: 'read-all' }, 2);
    state = applyEvent(
      state,
      { kind: 'read', id: 'a', type: 'message', priority: 'high', createdSequence: 1 },
      3,
    );
    expect(state).toEqual(
      expect.objectContaining({ sequence: 3, unread: 0, unreadByType: {}, total: 1 }),
    );
  });

  it('keeps totals per type and priority through removals', () => {
    let state = applyEvent(EMPTY_LOG_STATE, created('a'), 1);
    state = applyEvent(state, created('b'), 2);
    state = applyEvent(
      state,
      { kind: 'read', id: 'a', type: 'message', priority: 'high', createdSequence: 1 },
      3,
    );
    state = applyEvent(state, { kind: 'removed', id: 'a', type: 'message', priority: 'high' }, 4);
    expect(state).toEqual(
      expect.objectContaining({
        created: 2,
        total: 1,
        totalByType: { message: 1 },
        unread: 1,
        unreadByPriority: { high: 1 },
      }),
    );
    expect(matchingTotal(state, { isRead: true })).toBe(0);
    expect(matchingTotal(state, { priority: ['high'], isRead: false })).toBe(1);
    expect(matchingTotal(state, { type: ['message'], priority: ['high'] })).toBeUndefined();
  });
});

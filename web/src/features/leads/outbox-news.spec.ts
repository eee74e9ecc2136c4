import { type OutboxItem } from '../../data/outbox-db';
import { type OutboxState } from '../../data/outbox-state';
import { lookAt, outboxNews } from './outbox-news';

function item(key: string, state: OutboxState): OutboxItem {
  return {
    key,
    idempotencyKey: key,
    kind: 'consultation',
    body: {},
    createdAt: 0,
    state,
    attempts: 0,
  };
}

const DELIVERED: OutboxState = { status: 'delivered', referenceId: 'CONS-ABC123' };
const REFUSED: OutboxState = { status: 'needs-fix', message: 'Invalid email', fieldIssues: [] };
const keys = (items: OutboxItem[]) => items.map((each) => each.key);

describe('outbox news', () => {
  it('reports an item seen waiting that is now delivered, with its reference', () => {
    const before = lookAt([item('a', { status: 'queued' })]);
    const news = outboxNews(before, [item('a', DELIVERED)]);
    expect(keys(news.delivered)).toEqual(['a']);
    expect(news.delivered[0]!.state).toEqual(DELIVERED);
    expect(news.refused).toEqual([]);
  });

  it('reports an item seen sending or waiting for a retry that the server refused', () => {
    const before = lookAt([
      item('a', { status: 'sending', since: 1 }),
      item('b', { status: 'waiting-retry', at: 5, after: 'network' }),
    ]);
    const news = outboxNews(before, [item('a', REFUSED), item('b', REFUSED)]);
    expect(keys(news.refused)).toEqual(['a', 'b']);
    expect(news.delivered).toEqual([]);
  });

  it('says nothing about items first seen already delivered or refused', () => {
    const news = outboxNews(lookAt([]), [item('a', DELIVERED), item('b', REFUSED)]);
    expect(news).toEqual({ delivered: [], refused: [] });
  });

  it('says nothing twice: an item delivered at the last look is not news again', () => {
    const before = lookAt([item('a', DELIVERED), item('b', REFUSED)]);
    expect(outboxNews(before, [item('a', DELIVERED), item('b', REFUSED)])).toEqual({
      delivered: [],
      refused: [],
    });
  });

  it('reports a refused item the visitor fixed and resent once it is delivered', () => {
    const before = lookAt([item('a', { status: 'sending', since: 9 })]);
    expect(keys(outboxNews(before, [item('a', DELIVERED)]).delivered)).toEqual(['a']);
  });

  it('says nothing about items that are still on their way or have left the outbox', () => {
    const before = lookAt([item('a', { status: 'queued' }), item('b', { status: 'queued' })]);
    const news = outboxNews(before, [item('a', { status: 'sending', since: 1 })]);
    expect(news).toEqual({ delivered: [], refused: [] });
  });
});

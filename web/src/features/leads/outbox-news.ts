/**
 * What the visitor should hear about the outbox between two looks at it: items that were on
 * their way when last seen and have since been delivered or refused. Items first seen already
 * settled (a reload, another tab's old ones) are not news, nor are those that left the outbox.
 */
import { type OutboxItem } from '../../data/outbox-db';
import { type OutboxState } from '../../data/outbox-state';

/** Each item's status at the last look, by key. */
export type OutboxLook = ReadonlyMap<string, OutboxState['status']>;

export interface OutboxNews {
  delivered: OutboxItem[];
  refused: OutboxItem[];
}

export function lookAt(items: readonly OutboxItem[]): OutboxLook {
  return new Map(items.map((item) => [item.key, item.state.status]));
}

export function outboxNews(previous: OutboxLook, items: readonly OutboxItem[]): OutboxNews {
  const became = (status: 'delivered' | 'needs-fix') =>
    items.filter((item) => {
      const before = previous.get(item.key);
      return item.state.status === status && before !== undefined && before !== status;
    });
  return { delivered: became('delivered'), refused: became('needs-fix') };
}

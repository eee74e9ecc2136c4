import { type UnreadCount } from '../../../../shared/notifications/notification-api';
import { newerUnreadCount } from './unread-count';

const count = (value: number, sequence: number): UnreadCount => ({
  count: value,
  byType: {},
  byPriority: {},
  sequence,
});

describe('newerUnreadCount', () => {
  it('takes the first count it is given', () => {
    expect(newerUnreadCount(null, count(3, 7))).toEqual(count(3, 7));
  });

  it('takes a count with a higher sequence', () => {
    expect(newerUnreadCount(count(3, 7), count(0, 8))).toEqual(count(0, 8));
  });

  it('keeps the held count when an older one arrives late', () => {
    expect(newerUnreadCount(count(0, 8), count(3, 7))).toEqual(count(0, 8));
  });

  it('ends on the newest count whatever order the answers arrive in', () => {
    const arrivals = [count(2, 5), count(4, 9), count(1, 3), count(3, 6)];
    expect(arrivals.reduce<UnreadCount | null>(newerUnreadCount, null)).toEqual(count(4, 9));
  });
});

import { type AppNotification } from '../../../../shared/realtime/notification';
import { matchesFilters, withArrival, withReadChange } from './notification-list';

const notification = (id: string, patch: Partial<AppNotification> = {}): AppNotification => ({
  id,
  userId: 'user-1',
  type: 'system',
  priority: 'normal',
  title: `Title ${id}`,
  message: `Message ${id}`,
  isRead: false,
  createdAt: '2026-03-10T12:00:00.000Z',
  ...patch,
});

describe('matchesFilters', () => {
  it('keeps everything without filters', () => {
    expect(matchesFilters(notification('a'), {})).toBe(true);
  });

  it('keeps only the types, priorities and read state asked for', () => {
    const payment = notification('a', { type: 'payment', priority: 'urgent' });
    expect(matchesFilters(payment, { type: ['payment', 'message'] })).toBe(true);
    expect(matchesFilters(payment, { type: ['system'] })).toBe(false);
    expect(matchesFilters(payment, { priority: ['low'] })).toBe(false);
    expect(matchesFilters(payment, { isRead: false })).toBe(true);
    expect(matchesFilters(payment, { isRead: true })).toBe(false);
  });
});

describe('withArrival', () => {
  it('puts a new notification on top', () => {
    const list = [notification('b'), notification('a')];
    expect(withArrival(list, notification('c')).map(({ id }) => id)).toEqual(['c', 'b', 'a']);
  });

  it('never lists the same notification twice', () => {
    const list = [notification('b'), notification('a')];
    expect(withArrival(list, notification('a')).map(({ id }) => id)).toEqual(['b', 'a']);
  });
});

describe('withReadChange', () => {
  const list = [notification('b'), notification('a')];

  it('marks one read and leaves the others', () => {
    expect(withReadChange(list, { kind: 'one', id: 'a' }).map(({ isRead }) => isRead)).toEqual([
      false,
      true,
    ]);
  });

  it('marks all read', () => {
    expect(withReadChange(list, { kind: 'all' }).every(({ isRead }) => isRead)).toBe(true);
  });
});

import { type AppNotification } from '../../../../shared/realtime/notification';
import { matchesFilters, withArrival, withCaughtUp, withReadChange } from './notification-list';

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

describe('withCaughtUp', () => {
  const at = (minute: number) => `2026-03-10T12:${String(minute).padStart(2, '0')}:00.000Z`;

  it('adds what the list missed in its place, newest first, and keeps what it shows', () => {
    const shown = [
      notification('c', { createdAt: at(3) }),
      notification('a', { createdAt: at(1) }),
    ];
    const readHere = [{ ...shown[0]!, isRead: true }, shown[1]!];
    const firstPage = [
      notification('d', { createdAt: at(4) }),
      notification('c', { createdAt: at(3) }),
      notification('b', { createdAt: at(2) }),
      notification('a', { createdAt: at(1) }),
    ];
    const caughtUp = withCaughtUp(readHere, firstPage);
    expect(caughtUp.map(({ id }) => id)).toEqual(['d', 'c', 'b', 'a']);
    expect(caughtUp.find(({ id }) => id === 'c')!.isRead).toBe(true);
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

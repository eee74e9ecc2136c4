import { type AppNotification } from '../../../shared/realtime/notification';
import { mergeServerState, newestFirst } from './notification-cache';

const server: AppNotification = {
  id: 'n-1',
  userId: 'auth0|ada',
  type: 'system',
  priority: 'high',
  title: 'Offer',
  message: 'An offer came',
  isRead: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe(mergeServerState.name, () => {
  it("keeps a read this device has not sent yet over the server's unread state", () => {
    expect(mergeServerState(server, { ...server, isRead: true, readPending: true })).toEqual({
      ...server,
      isRead: true,
      readPending: true,
    });
  });

  it('takes the server state for everything else, and its read ends the wait', () => {
    const local = { ...server, title: 'Old', isRead: true, readPending: true };
    expect(mergeServerState({ ...server, isRead: true }, local)).toEqual({
      ...server,
      isRead: true,
      readPending: false,
    });
    expect(mergeServerState(server, { ...server, isRead: true, readPending: false })).toEqual({
      ...server,
      readPending: false,
    });
    expect(mergeServerState(server, undefined)).toEqual({ ...server, readPending: false });
  });
});

describe(newestFirst.name, () => {
  it('orders by creation time, newest first', () => {
    const older = { ...server, id: 'n-0', createdAt: '2026-02-28T10:00:00.000Z' };
    expect([older, server].sort(newestFirst).map((item) => item.id)).toEqual(['n-1', 'n-0']);
  });
});

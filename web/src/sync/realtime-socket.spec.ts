/**
 * Spec §4 'Real-time connection' on a stand-in WebSocket: connect only online, reset attempts on
 * open, back off 1 s doubling to 30 s after a close other than 1000, stop after 10 attempts,
 * mark offline as disconnected and reconnect at once when back online.
 */
import { type RealtimeStatus } from './realtime-feed';
import { reconnectDelayMs, RealtimeSocket } from './realtime-socket';

class FakeSocket extends EventTarget {
  static opened: FakeSocket[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {
    super();
    FakeSocket.opened.push(this);
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  /** The server has verified the token and registered the socket (its presence message). */
  accept(userId = 'user-1') {
    const presence = { type: 'presence', userId, status: 'connected' };
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(presence) }));
  }
  close(code: number) {
    this.closedWith = code;
  }
  /** The server (or the network) ends the socket. */
  end(code: number) {
    const event = new Event('close') as Event & { code: number };
    event.code = code;
    this.dispatchEvent(event);
  }
}

const windowEvents = new EventTarget();
let online = true;

beforeAll(() => {
  Object.assign(globalThis, {
    WebSocket: FakeSocket,
    location: { protocol: 'http:', host: 'app.test' },
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
    removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
  });
  Object.defineProperty(globalThis, 'navigator', {
    value: {
      get onLine() {
        return online;
      },
    },
    configurable: true,
  });
});

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.opened = [];
  online = true;
});

afterEach(() => jest.useRealTimers());

function start(accessToken = () => Promise.resolve('token'), onOpen = () => undefined as unknown) {
  const statuses: RealtimeStatus[] = [];
  const socket = new RealtimeSocket({
    userId: 'user-1',
    accessToken,
    onMessage: () => undefined,
    onOpen: () => void onOpen(),
    onStatus: (status) => statuses.push(status),
  });
  return { socket, statuses };
}

/** Lets the token promise resolve and any due timer run. */
async function settle(ms = 0) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('reconnectDelayMs', () => {
  it('starts at 1 s, doubles per attempt and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe(RealtimeSocket.name, () => {
  it('connects with the user id and token, and says so once the server accepted it', async () => {
    const opens: number[] = [];
    const { socket, statuses } = start(undefined, () => opens.push(1));
    await settle();
    expect(FakeSocket.opened).toHaveLength(1);
    expect(FakeSocket.opened[0]?.url).toBe(
      'ws://app.test/ws/notifications?userId=user-1&token=token',
    );
    // Open, but the server is still verifying the token: nothing sent now would reach it.
    FakeSocket.opened[0]?.open();
    expect(statuses).toEqual(['connecting']);
    expect(opens).toEqual([]);
    FakeSocket.opened[0]?.accept('someone-else');
    expect(statuses).toEqual(['connecting']);
    FakeSocket.opened[0]?.accept();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(opens).toEqual([1]);
    socket.close();
  });

  it('reconnects after a close other than 1000 with the doubling delay, and not after 1000', async () => {
    const { socket } = start();
    await settle();
    FakeSocket.opened[0]?.end(1006);
    await settle(999);
    expect(FakeSocket.opened).toHaveLength(1);
    await settle(1);
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened[1]?.end(1006);
    await settle(1999);
    expect(FakeSocket.opened).toHaveLength(2);
    await settle(1);
    expect(FakeSocket.opened).toHaveLength(3);
    FakeSocket.opened[2]?.end(1000);
    await settle(60_000);
    expect(FakeSocket.opened).toHaveLength(3);
    socket.close();
  });

  it('gives up after 10 attempts, and an open socket starts the count afresh', async () => {
    const { socket, statuses } = start();
    await settle();
    FakeSocket.opened[0]?.end(1006);
    await settle(1000);
    FakeSocket.opened[1]?.open();
    // Open again: the next failure waits 1 s, not 2 s.
    FakeSocket.opened[1]?.end(1006);
    await settle(1000);
    expect(FakeSocket.opened).toHaveLength(3);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      FakeSocket.opened.at(-1)?.end(1006);
      await settle(30_000);
    }
    expect(FakeSocket.opened).toHaveLength(12);
    expect(statuses.at(-1)).toBe('failed');
    await settle(120_000);
    expect(FakeSocket.opened).toHaveLength(12);
    socket.close();
  });

  it('waits while offline, marks going offline as disconnected and reconnects when online', async () => {
    online = false;
    const { socket, statuses } = start();
    await settle(5000);
    expect(FakeSocket.opened).toHaveLength(0);
    expect(statuses).toEqual(['disconnected']);
    online = true;
    windowEvents.dispatchEvent(new Event('online'));
    await settle();
    expect(FakeSocket.opened).toHaveLength(1);
    FakeSocket.opened[0]?.open();
    online = false;
    windowEvents.dispatchEvent(new Event('offline'));
    expect(FakeSocket.opened[0]?.closedWith).toBe(1000);
    expect(statuses.at(-1)).toBe('disconnected');
    await settle(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
    online = true;
    windowEvents.dispatchEvent(new Event('online'));
    await settle();
    expect(FakeSocket.opened).toHaveLength(2);
    socket.close();
  });

  it('opens one socket when the browser comes online while a token is on its way', async () => {
    const waiting: ((token: string) => void)[] = [];
    const { socket } = start(() => new Promise((resolve) => waiting.push(resolve)));
    windowEvents.dispatchEvent(new Event('online'));
    await settle();
    for (const giveToken of waiting) giveToken('token');
    await settle(5000);
    expect(FakeSocket.opened).toHaveLength(1);
    socket.close();
  });
});

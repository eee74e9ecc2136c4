import { type ClientOptions, WebSocket } from 'ws';
import {
  type RealtimeMessage,
  realtimeMessageSchema,
} from '../../shared/realtime/realtime-messages';

export interface SocketClose {
  code: number;
  reason: string;
}

/** A client socket whose messages and close are recorded from the first moment, so none is missed. */
export interface TestSocket {
  socket: WebSocket;
  /** The next message not taken yet, checked against the shared contract. */
  nextMessage(): Promise<RealtimeMessage>;
  /** Resolves when the socket has closed, with the code the server chose. */
  closed: Promise<SocketClose>;
  /** True once the opening handshake succeeded. */
  opened(): boolean;
  /** How many pings the server has sent so far. */
  pings(): number;
}

/** `options.autoPong: false` makes a client that receives pings but never answers them. */
export function openSocket(origin: string, path: string, options: ClientOptions = {}): TestSocket {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${path}`, options);
  const received: RealtimeMessage[] = [];
  const waiting: ((message: RealtimeMessage) => void)[] = [];
  let wasOpen = false;
  let pings = 0;
  socket.on('open', () => {
    wasOpen = true;
  });
  socket.on('ping', () => {
    pings++;
  });
  // A refused upgrade surfaces as an error before the close; the close carries the outcome.
  socket.on('error', () => undefined);
  socket.on('message', (data) => {
    const message = realtimeMessageSchema.parse(JSON.parse(String(data)));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  const closed = new Promise<SocketClose>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return {
    socket,
    closed,
    opened: () => wasOpen,
    pings: () => pings,
    nextMessage: () => {
      const message = received.shift();
      if (message) return Promise.resolve(message);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

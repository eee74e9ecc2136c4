import { WebSocket } from 'ws';
import { type RealtimeMessage } from '../../../shared/realtime/realtime-messages';

/** Writes one message of the socket contract as JSON; a socket no longer open is skipped. */
export function sendMessage(socket: WebSocket, message: RealtimeMessage): boolean {
  if (socket.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

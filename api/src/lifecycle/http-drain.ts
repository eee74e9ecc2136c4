/**
 * Stopping an HTTP server without dropping a request a client already sent. `http.Server.close()`
 * alone is not enough: it at once destroys every connection without a request in progress, which
 * includes connections accepted a moment ago whose request is not read yet, and their clients see
 * a reset. So shutdown runs in two steps, `stopAccepting` and then `closeIdleConnections`.
 */
import { type Server as HttpServer } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';

/**
 * How long a connection accepted before shutdown may take to send its request: a client that
 * connected just before the signal sends it at most a round trip later.
 */
const REQUEST_ARRIVAL_GRACE_MS = 500;
/**
 * Node's default listen backlog: the most connections the kernel holds for the server at once, so
 * the most event-loop turns emptying it can take while no new client arrives.
 */
const LISTEN_BACKLOG = 511;
/** How soon a connection is closed once its last in-flight answer is sent, while draining. */
const IDLE_SWEEP_INTERVAL_MS = 100;

/**
 * Refuses new connections from now on and keeps every established one: the connections clients
 * already opened are accepted first (see `acceptBacklog`), and every answer from now on says
 * `Connection: close`.
 */
export async function stopAccepting(server: HttpServer): Promise<void> {
  // First in line, before Express answers: keep-alive clients learn not to send more.
  server.prependListener('request', (_request, response) =>
    response.setHeader('Connection', 'close'),
  );
  await acceptBacklog(server);
  // net.Server's own close stops listening and leaves established connections alone.
  NetServer.prototype.close.call(server);
}

/**
 * Connections the kernel completed but Node has not accepted yet sit in the listen backlog, and
 * closing the listener resets them. Node accepts one of them per event-loop turn, so this waits
 * for a whole turn (poll phase included) that accepted nothing: the backlog is then empty. A
 * flood that never lets up is cut off after as many turns as the backlog holds. Turns, not a
 * clock: on a starved CPU each turn takes long, and a deadline would close the listener over
 * connections still waiting in the backlog, which the kernel then resets.
 */
async function acceptBacklog(server: HttpServer): Promise<void> {
  let turns = 0;
  let accepted = false;
  const onConnection = (): void => {
    accepted = true;
  };
  server.on('connection', onConnection);
  // Ends the turn whose poll phase delivered the signal.
  await nextTurn();
  do {
    accepted = false;
    await nextTurn();
    turns += 1;
  } while (accepted && turns < LISTEN_BACKLOG);
  server.off('connection', onConnection);
}

/**
 * After a grace period for requests still on their way, closes connections without a request in
 * progress, and keeps closing them as in-flight answers end, until the server has none left.
 * Resolves when the grace period is over; `http.Server.close()` is safe from then on.
 */
export async function closeIdleConnections(server: HttpServer): Promise<void> {
  let drained = false;
  server.once('close', () => {
    drained = true;
  });
  await delay(REQUEST_ARRIVAL_GRACE_MS);
  if (drained) return;
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_INTERVAL_MS);
  server.once('close', () => clearInterval(sweep));
}

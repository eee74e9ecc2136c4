/**
 * Solves an ALTCHA proof of work for one submission: fetches a challenge from the API and searches
 * for its counter with WebCrypto, as the ALTCHA widget would. Works in a page and in the service
 * worker, which is how a submission queued offline gets its proof once back online.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

const CHALLENGE_PATH = '/api/public/bot-check/challenge';
const SOLVE_TIMEOUT_MS = 60_000;

/** The base64 JSON payload the API expects in `botCheck`; throws when offline or unsolvable. */
export async function solveBotProof(): Promise<string> {
  const response = await fetch(CHALLENGE_PATH, { cache: 'no-store' });
  if (!response.ok) throw new TypeError(`bot-check challenge answered ${response.status}`);
  const challenge = (await response.json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new TypeError('bot-check challenge not solved in time');
  return btoa(JSON.stringify({ challenge, solution }));
}

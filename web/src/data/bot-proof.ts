/**
 * How a submission gets its bot-check proof without the visitor: which check the API expects
 * (the forms read the same answer), and, in ALTCHA mode, a challenge solved with WebCrypto as the
 * widget would. Works in a page and in the service worker, which is how a submission queued
 * offline gets a fresh proof once back online. reCAPTCHA needs a person: there the answer is null
 * and the outbox waits for the visitor to tick the box.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import {
  BOT_CHECK_CHALLENGE_PATH,
  BOT_CHECK_CONFIG_PATH,
  botCheckConfigSchema,
  type BotCheckConfig,
} from '../../../shared/leads/submission';
import { API_REQUEST_TIMEOUT_MS } from '../../../shared/constants';

const SOLVE_TIMEOUT_MS = 60_000;

async function getFresh(path: string): Promise<unknown> {
  const response = await fetch(path, {
    cache: 'no-store',
    signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new TypeError(`${path} answered ${response.status}`);
  return response.json();
}

/** Which bot check the API expects; throws when offline. */
export async function fetchBotCheckConfig(): Promise<BotCheckConfig> {
  return botCheckConfigSchema.parse(await getFresh(BOT_CHECK_CONFIG_PATH));
}

/** The base64 JSON payload the API expects in `botCheck`; throws when offline or unsolvable. */
async function solveAltchaProof(): Promise<string> {
  const challenge = (await getFresh(BOT_CHECK_CHALLENGE_PATH)) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new TypeError('bot-check challenge not solved in time');
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A proof made without the visitor, or null when the API wants reCAPTCHA; throws when offline. */
export async function automaticBotProof(): Promise<string | null> {
  const config = await fetchBotCheckConfig();
  return config.provider === 'altcha' ? solveAltchaProof() : null;
}

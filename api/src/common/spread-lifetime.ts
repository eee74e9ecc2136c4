/** The share of a lifetime that may be cut at random. */
const SPREAD = 0.25;

/**
 * `lifetimeMs` shortened by up to a quarter at random. Entries filled together (the first calls
 * of many users at once) then expire apart, so the reads that renew them come spread out rather
 * than all at once every lifetime: issue 12's notifications bench showed such bursts of
 * user-record and log reads as spikes of its 95th percentile.
 */
export function spreadLifetime(lifetimeMs: number, random: () => number = Math.random): number {
  return lifetimeMs * (1 - SPREAD * random());
}

import { type PreparedCatalogue } from './catalog-prepare';

const DAY_MS = 86_400_000;

/** The start (ms) of the UTC day of `now`: a deadline on that day has not passed yet. */
export function startOfUtcDay(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

/** The index in the deadline order of the first deadline not yet passed at `now`. */
export function firstUpcomingDeadline(catalogue: PreparedCatalogue, now: Date): number {
  const order = catalogue.orders.deadline;
  const { deadlineMs } = catalogue.columns;
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (deadlineMs[order[middle]!]! < now.getTime()) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The first moment (ms) after `now` at which a query over this catalogue may answer differently:
 * the next UTC midnight (the open-deadline filter) or the moment the next deadline passes (the
 * deadline sort puts passed ones last), whichever comes first. Answers kept until then are exact.
 */
export function answersStableUntil(catalogue: PreparedCatalogue, now: Date): number {
  const nextDay = startOfUtcDay(now) + DAY_MS;
  const upcoming = catalogue.orders.deadline[firstUpcomingDeadline(catalogue, now)];
  if (upcoming === undefined) return nextDay;
  return Math.min(nextDay, catalogue.columns.deadlineMs[upcoming]! + 1);
}

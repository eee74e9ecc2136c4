import { NOTIFICATION_BADGE_MAX } from '../../../shared/constants';

/** A header badge's text (spec §9): the count, or '9+' above 9, with the language's digits. */
export function countBadgeText(count: number, formatNumber: (value: number) => string): string {
  return count > NOTIFICATION_BADGE_MAX
    ? `${formatNumber(NOTIFICATION_BADGE_MAX)}+`
    : formatNumber(count);
}

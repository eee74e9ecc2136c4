import { useIntl } from 'react-intl';
import { countBadgeText } from './count-badge-text';

/**
 * The small unread count on a header icon, "9+" above 9 (spec §9). Hidden from assistive
 * technology: the control it sits on says the count in words. Nothing is shown for zero.
 */
export function CountBadge({ count }: { count: number }) {
  const intl = useIntl();
  if (count <= 0) return null;
  const text = countBadgeText(count, (value) => intl.formatNumber(value));
  return (
    <span
      aria-hidden="true"
      className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-xs leading-none font-semibold text-white"
    >
      {text}
    </span>
  );
}

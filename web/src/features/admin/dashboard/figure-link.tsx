import { type ReactNode } from 'react';
import { FormattedNumber } from 'react-intl';
import { Link } from 'react-router-dom';

interface FigureLinkProps {
  value: number;
  label: ReactNode;
  /** The list that shows exactly the rows counted. */
  to: string;
  /** The card's headline figure is drawn large. */
  large?: boolean;
}

/** A figure and what it counts, as one link into its list. */
export function FigureLink({ value, label, to, large = false }: FigureLinkProps) {
  return (
    <Link
      to={to}
      className="flex items-baseline justify-between gap-3 rounded-md px-2 py-1 text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-100 dark:hover:bg-slate-700"
    >
      <span className={large ? 'text-base font-medium' : 'text-sm'}>{label}</span>
      <span
        className={`tabular-nums text-indigo-700 underline-offset-2 dark:text-indigo-300 ${large ? 'text-3xl font-semibold' : 'text-base font-semibold'}`}
      >
        <FormattedNumber value={value} />
      </span>
    </Link>
  );
}

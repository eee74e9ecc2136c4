import { type ReactNode } from 'react';

const CARD =
  'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800';

interface FigureCardProps {
  /** The card's heading id, so the section is named by it. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard: a titled section of figures. */
export function FigureCard({ id, title, children }: FigureCardProps) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      {children}
    </section>
  );
}

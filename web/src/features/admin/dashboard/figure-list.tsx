import { type ReactNode } from 'react';

/** Figures under a headline, as a list. */
export function FigureList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-0.5">
      {children}
    </ul>
  );
}

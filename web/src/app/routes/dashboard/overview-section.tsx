import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';

interface OverviewSectionProps {
  titleId: MessageId;
  children: ReactNode;
  /** Wider sections span both columns of the overview grid. */
  wide?: boolean;
}

/** One titled part of the overview, named by its heading for screen readers. */
export function OverviewSection({ titleId, children, wide = false }: OverviewSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={wide ? 'lg:col-span-2' : undefined}>
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../i18n/messages';

interface SettingsSectionProps {
  /** The in-page anchor the settings' section list links to. */
  anchor: string;
  titleId: MessageId;
  descriptionId?: MessageId;
  children: ReactNode;
}

/** One section of the settings screen (spec §2: profile, notifications, display, security, account). */
export function SettingsSection({
  anchor,
  titleId,
  descriptionId,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id={titleId} />
      </h2>
      {descriptionId && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id={descriptionId} />
        </p>
      )}
      <div className="mt-6">{children}</div>
    </section>
  );
}

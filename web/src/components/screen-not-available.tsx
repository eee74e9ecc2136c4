import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type MessageId } from '../i18n/messages';
import { useDocumentTitle } from '../lib/use-document-title';

interface ScreenNotAvailableProps {
  titleId: MessageId;
}

/**
 * The honest stand-in for a screen a later issue builds: its real title, inside its real layout,
 * and a plain notice that it does not work yet, so the app is navigable end to end meanwhile.
 */
export function ScreenNotAvailable({ titleId }: ScreenNotAvailableProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <div
        role="status"
        className="mt-6 max-w-3xl rounded-lg border border-amber-200 dark:border-amber-900 bg-amber-50 dark:bg-amber-950 p-5 text-amber-900 dark:text-amber-100"
      >
        <p className="font-semibold">
          <FormattedMessage id="screen.notAvailable.title" />
        </p>
        <p className="mt-1 text-sm">
          <FormattedMessage id="screen.notAvailable.body" />
        </p>
      </div>
      <Link
        to="/"
        className="mt-6 inline-block font-medium text-indigo-700 dark:text-indigo-300 underline-offset-4 hover:underline"
      >
        <FormattedMessage id="common.backHome" />
      </Link>
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { NewsletterDialog } from '../../../features/leads/components/newsletter-dialog';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /subscribe (linked from the footer): opens the newsletter dialog; closing it goes home. The
 * page behind the dialog still has its own heading and title, for tabs, history and screen readers.
 */
export function SubscribeScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  useDocumentTitle(intl.formatMessage({ id: 'page.subscribe.title' }));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="page.subscribe.title" />
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        <FormattedMessage id="page.subscribe.intro" />
      </p>
      <NewsletterDialog
        open
        initialEmail=""
        onClose={() => void navigate('/')}
        onSubscribed={() => undefined}
      />
    </div>
  );
}

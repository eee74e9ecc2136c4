import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { passesFooterEmailRule } from '../../../../../shared/leads/newsletter-footer-rule';
import { showToast } from '../../../components/toast-store';
import { withMessageAreas } from '../../../i18n/with-message-areas';

// Every page's footer carries the field; the dialog (and its bot check) loads on Subscribe.
const NewsletterDialog = lazy(async () => ({
  default: (await withMessageAreas(['leads'], () => import('./newsletter-dialog'))())
    .NewsletterDialog,
}));

/**
 * The footer's newsletter field and Subscribe button (spec §2, §5): an empty address or one
 * without '@' gets the 'Invalid Email' toast and stays here; otherwise Subscribe opens the dialog
 * with the address typed here. Once subscribed the field is cleared and the reference ID shown.
 */
export function FooterNewsletter() {
  const intl = useIntl();
  const id = useId();
  const [email, setEmail] = useState('');
  const [open, setOpen] = useState(false);
  const [referenceId, setReferenceId] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (passesFooterEmailRule(email)) {
      setOpen(true);
      return;
    }
    showToast({
      title: intl.formatMessage({ id: 'leads.newsletter.invalidTitle' }),
      description: intl.formatMessage({ id: 'leads.newsletter.invalidBody' }),
      variant: 'destructive',
    });
  };

  return (
    <div className="col-span-2 lg:col-span-4">
      {/* The spec's rule answers with a toast; the browser's own bubble would preempt it. */}
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-wrap items-end gap-2">
        <label htmlFor={id} className="w-full font-semibold text-slate-900 dark:text-slate-100">
          <FormattedMessage id="leads.newsletter.footerLabel" />
        </label>
        <input
          id={id}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={intl.formatMessage({ id: 'leads.newsletter.placeholder' })}
          className="min-w-0 flex-1 rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 py-2"
        />
        <button
          type="submit"
          className="rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
        >
          <FormattedMessage id="leads.newsletter.subscribe" />
        </button>
      </form>
      {referenceId && (
        <p role="status" className="mt-2">
          <FormattedMessage id="leads.success.reference" />{' '}
          <strong data-testid="reference-id" dir="ltr" className="font-mono">
            {referenceId}
          </strong>
        </p>
      )}
      {open && (
        <Suspense>
          <NewsletterDialog
            open
            initialEmail={email}
            onClose={() => setOpen(false)}
            onSubscribed={(result) => {
              setEmail('');
              setReferenceId(result.type === 'delivered' ? result.referenceId : undefined);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

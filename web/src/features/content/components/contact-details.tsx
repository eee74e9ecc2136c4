import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SUPPORT_RESPONSE_TARGET_H } from '../../../../../shared/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OfficeHours } from './office-hours';

/**
 * The part of /contact around the forms (which the lead-capture feature owns): office hours, the
 * response target and the help centre. Names the browser tab for the page.
 */
export function ContactDetails() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'page.contact.title' }));
  return (
    <section aria-labelledby="contact-details" className="mx-auto w-full max-w-6xl px-4 pb-12">
      <div className="grid gap-6 rounded-lg bg-slate-50 dark:bg-slate-800 p-6 md:grid-cols-3">
        <h2
          id="contact-details"
          className="text-lg font-semibold text-slate-900 dark:text-slate-100 md:col-span-3"
        >
          <FormattedMessage id="contact.details.title" />
        </h2>
        <OfficeHours />
        <div>
          <h3 className="font-medium text-slate-900 dark:text-slate-100">
            <FormattedMessage id="contact.response.title" />
          </h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            <FormattedMessage
              id="contact.response.body"
              values={{ hours: SUPPORT_RESPONSE_TARGET_H }}
            />
          </p>
        </div>
        <div>
          <h3 className="font-medium text-slate-900 dark:text-slate-100">
            <FormattedMessage id="contact.help.title" />
          </h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            <FormattedMessage
              id="contact.help.body"
              values={{
                link: (text) => (
                  <Link
                    to="/help"
                    className="font-medium text-indigo-700 dark:text-indigo-300 underline"
                  >
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      </div>
    </section>
  );
}

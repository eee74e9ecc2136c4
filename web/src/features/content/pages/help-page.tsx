import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SUPPORT_RESPONSE_TARGET_H } from '../../../../../shared/constants';
import { SearchIcon } from '../../../components/icons/search-icon';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getFaq } from '../api/content-api';
import { FaqList } from '../components/faq-list';
import { LoadFailed } from '../components/load-failed';
import { PageContainer } from '../components/page-container';
import { TextSkeleton } from '../components/text-skeleton';
import { searchFaq } from '../faq-search';
import { useContentLanguage } from '../hooks/use-content-language';
import { useRemoteData } from '../../../lib/use-remote-data';

const linkButton =
  'inline-block rounded-md px-4 py-2 font-semibold shadow-sm focus-visible:outline-offset-2';

/** /help (and /faq): the FAQ by topic with a search box, then the ways to reach a person. */
export function HelpPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  useDocumentTitle(intl.formatMessage({ id: 'page.help.title' }));
  const [query, setQuery] = useState('');
  const faq = useRemoteData((signal) => getFaq(language, signal), language);
  const matches = useMemo(
    () => (faq.status === 'ready' ? searchFaq(faq.data, query) : []),
    [faq, query],
  );

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="page.help.title" />
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        <FormattedMessage id="help.intro" />
      </p>
      <div role="search" className="relative mt-6 max-w-xl">
        <label htmlFor="help-search" className="sr-only">
          <FormattedMessage id="help.search.label" />
        </label>
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id="help-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={intl.formatMessage({ id: 'help.search.placeholder' })}
          className="w-full rounded-md border border-slate-300 dark:border-slate-600 py-2 ps-10 pe-3 text-slate-900 dark:text-slate-100"
        />
      </div>
      <div className="mt-8" aria-live="polite">
        {faq.status === 'loading' && <TextSkeleton />}
        {faq.status === 'failed' && <LoadFailed />}
        {faq.status === 'ready' && faq.data.length === 0 && (
          <p className="text-slate-600 dark:text-slate-300">
            <FormattedMessage id="help.empty" />
          </p>
        )}
        {faq.status === 'ready' && faq.data.length > 0 && matches.length === 0 && (
          <p className="text-slate-600 dark:text-slate-300">
            <FormattedMessage id="help.noMatch" values={{ query }} />
          </p>
        )}
        {matches.length > 0 && <FaqList entries={matches} />}
      </div>
      <section
        aria-labelledby="help-contact"
        className="mt-12 rounded-lg bg-slate-50 dark:bg-slate-800 p-6"
      >
        <h2 id="help-contact" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
          <FormattedMessage id="help.contact.title" />
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          <FormattedMessage id="help.contact.body" values={{ hours: SUPPORT_RESPONSE_TARGET_H }} />
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to="/request-consultation"
            className={`${linkButton} bg-indigo-600 text-white hover:bg-indigo-700`}
          >
            <FormattedMessage id="nav.requestConsultation" />
          </Link>
          <Link
            to="/contact"
            className={`${linkButton} border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 text-slate-800 dark:text-slate-200 hover:bg-slate-100 dark:hover:bg-slate-800`}
          >
            <FormattedMessage id="nav.contact" />
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}

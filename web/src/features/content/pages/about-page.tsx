import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CONTENT_SLUGS } from '../../../../../shared/content/content-item';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ClaimsStats } from '../components/claims-stats';
import { ContentArticle } from '../components/content-article';
import { LoadFailed } from '../components/load-failed';
import { PageContainer } from '../components/page-container';
import { useContentLanguage } from '../hooks/use-content-language';

/** /about: our story, founder and team from the content API, the claims, and a next step. */
export function AboutPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  useDocumentTitle(intl.formatMessage({ id: 'page.about.title' }));
  return (
    <>
      <PageContainer>
        <ContentArticle slug={CONTENT_SLUGS.about} language={language} notFound={<LoadFailed />} />
      </PageContainer>
      <ClaimsStats />
      <PageContainer>
        <h2 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
          <FormattedMessage id="about.cta.title" />
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
          <FormattedMessage id="about.cta.body" />
        </p>
        <Link
          to="/request-consultation"
          className="mt-4 inline-block rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
        >
          <FormattedMessage id="nav.requestConsultation" />
        </Link>
      </PageContainer>
    </>
  );
}

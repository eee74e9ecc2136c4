import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CONTENT_SLUGS } from '../../../../../shared/content/content-item';
import { type MessageId } from '../../../i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContentArticle } from '../components/content-article';
import { LoadFailed } from '../components/load-failed';
import { PageContainer } from '../components/page-container';
import { useContentLanguage } from '../hooks/use-content-language';

/** The tabs of /legal (spec §2 `?tab=`), in order; the first is shown when none is asked for. */
const LEGAL_TABS: readonly { tab: string; slug: string; labelId: MessageId }[] = [
  { tab: 'gdpr', slug: CONTENT_SLUGS.gdpr, labelId: 'page.legal.gdpr' },
  { tab: 'privacy', slug: CONTENT_SLUGS.privacy, labelId: 'page.legal.privacy' },
  { tab: 'cookies', slug: CONTENT_SLUGS.cookies, labelId: 'page.legal.cookies' },
];

/** /legal?tab=gdpr|privacy|cookies: the GDPR/KVKK, privacy and cookie notices as tabs. */
export function LegalPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Math.max(
    0,
    LEGAL_TABS.findIndex(({ tab }) => tab === searchParams.get('tab')),
  );
  useDocumentTitle(
    `${intl.formatMessage({ id: LEGAL_TABS[selected]!.labelId })} · ${intl.formatMessage({ id: 'page.legal.title' })}`,
  );

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="page.legal.title" />
      </h1>
      <TabGroup
        selectedIndex={selected}
        onChange={(index) => setSearchParams({ tab: LEGAL_TABS[index]!.tab }, { replace: true })}
        className="mt-6"
      >
        <TabList className="flex flex-wrap gap-2 border-b border-slate-200">
          {LEGAL_TABS.map(({ tab, labelId }) => (
            <Tab
              key={tab}
              className="-mb-px rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-indigo-700 data-selected:border-indigo-600 data-selected:text-indigo-700"
            >
              <FormattedMessage id={labelId} />
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          {LEGAL_TABS.map(({ tab, slug }) => (
            <TabPanel key={tab}>
              <ContentArticle
                slug={slug}
                language={language}
                headingLevel={2}
                notFound={<LoadFailed />}
              />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </PageContainer>
  );
}

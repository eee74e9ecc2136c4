import { type KeyboardEvent, useId, useRef } from 'react';
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

/**
 * /legal?tab=gdpr|privacy|cookies: the GDPR/KVKK, privacy and cookie notices as tabs (WAI-ARIA
 * tabs, written here rather than with Headless UI, which the public screens' chunk would then
 * carry into every first visit).
 */
export function LegalPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Math.max(
    0,
    LEGAL_TABS.findIndex(({ tab }) => tab === searchParams.get('tab')),
  );
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) =>
    setSearchParams({ tab: LEGAL_TABS[index]!.tab }, { replace: true });

  /** WAI-ARIA tabs: the arrows (mirrored right to left), Home and End select and focus a tab. */
  const onTabKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const count = LEGAL_TABS.length;
    const target =
      event.key === forward
        ? (selected + 1) % count
        : event.key === backward
          ? (selected - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  };
  useDocumentTitle(
    `${intl.formatMessage({ id: LEGAL_TABS[selected]!.labelId })} · ${intl.formatMessage({ id: 'page.legal.title' })}`,
  );

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="page.legal.title" />
      </h1>
      <div
        role="tablist"
        onKeyDown={onTabKeyDown}
        className="mt-6 flex flex-wrap gap-2 border-b border-slate-200 dark:border-slate-700"
      >
        {LEGAL_TABS.map(({ tab, labelId }, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={`${idPrefix}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={index === selected ? panelId : undefined}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
            className="-mb-px rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 dark:text-slate-300 hover:text-indigo-700 dark:hover:text-indigo-300 aria-selected:border-indigo-600 dark:aria-selected:border-indigo-400 aria-selected:text-indigo-700 dark:aria-selected:text-indigo-300"
          >
            <FormattedMessage id={labelId} />
          </button>
        ))}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        tabIndex={0}
        aria-labelledby={`${idPrefix}-tab-${LEGAL_TABS[selected]!.tab}`}
        className="mt-6"
      >
        <ContentArticle
          key={LEGAL_TABS[selected]!.slug}
          slug={LEGAL_TABS[selected]!.slug}
          language={language}
          headingLevel={2}
          notFound={<LoadFailed />}
        />
      </div>
    </PageContainer>
  );
}

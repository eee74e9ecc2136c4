import { FormattedDate, FormattedMessage } from 'react-intl';
import { type ContentItem } from '../../../../../shared/content/content-item';
import { textDirection, type LanguageCode } from '../../../../../shared/i18n/languages';
import { ApiCallError } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getContentItem } from '../api/content-api';
import { useRemoteData } from '../../../lib/use-remote-data';
import { ContentBody } from './content-body';
import { LoadFailed } from './load-failed';
import { TextSkeleton } from './text-skeleton';

interface ContentArticleProps {
  slug: string;
  language: LanguageCode;
  /** Heading level of the title: 1 on its own page, 2 inside a tabbed page. */
  headingLevel?: 1 | 2;
  /** Shown when the item does not exist or is not published. */
  notFound: React.ReactNode;
  /** Whether the item's title names the browser tab. */
  titlesDocument?: boolean;
}

function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function ArticleHeader({ item, headingLevel }: { item: ContentItem; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header>
      <Heading className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {item.title}
      </Heading>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        <FormattedMessage
          id="content.updated"
          values={{ date: <FormattedDate value={item.updatedAt} dateStyle="long" /> }}
        />
      </p>
    </header>
  );
}

/** A content item loaded by slug in the current language, with its loading and error states. */
export function ContentArticle({
  slug,
  language,
  headingLevel = 1,
  notFound,
  titlesDocument = false,
}: ContentArticleProps) {
  const state = useRemoteData(
    (signal) => getContentItem(slug, language, signal),
    `${slug}:${language}`,
  );

  if (state.status === 'loading') return <TextSkeleton />;
  if (state.status === 'failed') {
    const missing = state.error instanceof ApiCallError && state.error.statusCode === 404;
    return missing ? <>{notFound}</> : <LoadFailed />;
  }
  return (
    <ContentArticleView
      item={state.data}
      language={language}
      headingLevel={headingLevel}
      titlesDocument={titlesDocument}
    />
  );
}

interface ContentArticleViewProps {
  item: ContentItem;
  /** The language asked for: a note says when the item is shown in English instead. */
  language: LanguageCode;
  headingLevel: 1 | 2;
  titlesDocument: boolean;
}

/** A loaded content item as its public page shows it (the admin preview renders drafts with it). */
export function ContentArticleView({
  item,
  language,
  headingLevel,
  titlesDocument,
}: ContentArticleViewProps) {
  return (
    <article lang={item.language} dir={textDirection(item.language)}>
      {titlesDocument && <DocumentTitle title={item.title} />}
      <ArticleHeader item={item} headingLevel={headingLevel} />
      {item.language !== language && (
        <p className="mt-4 max-w-3xl rounded-md bg-sky-50 dark:bg-sky-950 p-3 text-sm text-sky-900 dark:text-sky-100">
          <FormattedMessage id="content.shownInEnglish" />
        </p>
      )}
      <ContentBody html={item.body} className="mt-4" />
    </article>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isSupportedLanguage } from '../../../../../shared/i18n/languages';
import { useRemoteData } from '../../../lib/use-remote-data';
import { ContentArticleView } from '../../../features/content/components/content-article';
import { PageContainer } from '../../../features/content/components/page-container';
import { getContentPreview } from '../../../features/admin/content/content-admin-api';
import { contentErrorText } from '../../../features/admin/content/content-error-text';
import { contentPaths } from '../../../features/admin/content/content-labels';

/**
 * /admin/content/:slug/preview?lang=: the item, draft or not, through the same component its public
 * page uses, so the admin sees what visitors will see once it is published.
 */
export function ContentPreviewScreen() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const requested = params.get('lang');
  const language = isSupportedLanguage(requested) ? requested : 'en';
  const state = useRemoteData(
    (signal) => getContentPreview(slug, language, signal),
    `${slug}:${language}`,
  );
  return (
    <div className="space-y-4 p-4">
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        <FormattedMessage id="admin.content.previewNotice" />{' '}
        <Link to={contentPaths.edit(slug)} className="font-medium underline">
          <FormattedMessage id="admin.content.backToEditor" />
        </Link>
      </p>
      {state.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="admin.grid.loading" />
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {contentErrorText(state.error, intl)}
        </p>
      )}
      {state.status === 'ready' && (
        <PageContainer>
          <ContentArticleView
            item={state.data}
            language={language}
            headingLevel={1}
            titlesDocument={false}
          />
        </PageContainer>
      )}
    </div>
  );
}

import { CONTENT_SLUGS } from '../../../../../shared/content/content-item';
import { ArticlePage } from '../../../features/content/pages/article-page';
import { NotFoundScreen } from './not-found';

/** /terms-of-service. */
export function TermsOfServiceScreen() {
  return <ArticlePage slug={CONTENT_SLUGS.terms} notFound={<NotFoundScreen />} />;
}

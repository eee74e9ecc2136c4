import { useParams } from 'react-router-dom';
import { ArticlePage } from '../../../features/content/pages/article-page';
import { NotFoundScreen } from './not-found';

/** /{slug}: a published content item in the current language, else English, else not found. */
export function ContentPageScreen() {
  const { slug = '' } = useParams();
  return <ArticlePage key={slug} slug={slug} notFound={<NotFoundScreen />} />;
}

import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listPosts } from '../api/content-api';
import { LoadFailed } from '../components/load-failed';
import { PageContainer } from '../components/page-container';
import { TextSkeleton } from '../components/text-skeleton';
import { useContentLanguage } from '../hooks/use-content-language';
import { useRemoteData } from '../../../lib/use-remote-data';

/** /blog: published posts, newest first; each opens at /{slug}. */
export function BlogPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  useDocumentTitle(intl.formatMessage({ id: 'page.blog.title' }));
  const posts = useRemoteData((signal) => listPosts(language, signal), language);

  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="page.blog.title" />
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        <FormattedMessage id="blog.intro" />
      </p>
      <div className="mt-8">
        {posts.status === 'loading' && <TextSkeleton />}
        {posts.status === 'failed' && <LoadFailed />}
        {posts.status === 'ready' && posts.data.length === 0 && (
          <p className="text-slate-600 dark:text-slate-300">
            <FormattedMessage id="blog.empty" />
          </p>
        )}
        {posts.status === 'ready' && posts.data.length > 0 && (
          <ul className="grid gap-6 md:grid-cols-2">
            {posts.data.map((post) => (
              <li
                key={post.slug}
                lang={post.language}
                className="rounded-lg border border-slate-200 dark:border-slate-700 p-5"
              >
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  <FormattedDate value={post.publishedAt} dateStyle="long" />
                </p>
                <h2 className="mt-1 text-xl font-semibold text-slate-900 dark:text-slate-100">
                  <Link
                    to={`/${post.slug}`}
                    className="hover:text-indigo-700 dark:hover:text-indigo-300 hover:underline"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{post.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}

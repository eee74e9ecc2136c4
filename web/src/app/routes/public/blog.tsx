import { BlogPage } from '../../../features/content/pages/blog-page';

/** /blog: the posts listing. */
export function BlogScreen() {
  return <BlogPage />;
}

import { type ReactNode } from 'react';
import { ContentArticle } from '../components/content-article';
import { PageContainer } from '../components/page-container';
import { useContentLanguage } from '../hooks/use-content-language';

interface ArticlePageProps {
  slug: string;
  notFound: ReactNode;
  children?: ReactNode;
}

/** A screen made of one content item (terms, the /{slug} pages), named after its title. */
export function ArticlePage({ slug, notFound, children }: ArticlePageProps) {
  const language = useContentLanguage();
  return (
    <PageContainer>
      <ContentArticle slug={slug} language={language} notFound={notFound} titlesDocument />
      {children}
    </PageContainer>
  );
}

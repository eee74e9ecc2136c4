import { FormattedMessage, useIntl } from 'react-intl';
import { CatalogueTotal } from '../../../features/catalog/components/catalogue-total';
import { CourseSearchForm } from '../../../features/catalog/components/course-search-form';
import {
  SampleCatalogueNotice,
  useCatalogAbout,
} from '../../../features/catalog/components/sample-catalogue-notice';
import { ClaimsStats } from '../../../features/content/components/claims-stats';
import { FeaturedPrograms } from '../../../features/content/components/featured-programs';
import { PopularDestinations } from '../../../features/content/components/popular-destinations';
import { TestimonialsSection } from '../../../features/content/components/testimonials-section';
import { usePreferences } from '../../../features/preferences/hooks/use-preferences';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /: the hero with the program search and the catalogue size, the claims, featured programs and
 * institutions, popular destinations and student stories.
 */
export function HomeScreen() {
  const intl = useIntl();
  const { currency } = usePreferences();
  const about = useCatalogAbout();
  useDocumentTitle(intl.formatMessage({ id: 'home.hero.title' }));
  return (
    <>
      <section
        aria-labelledby="home-hero-title"
        className="bg-gradient-to-br from-indigo-800 dark:from-indigo-950 via-indigo-700 dark:via-indigo-900 to-sky-700 dark:to-sky-900 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
          <h1
            id="home-hero-title"
            className="max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl"
          >
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-indigo-100">
            <FormattedMessage id="home.hero.subtitle" />
          </p>
          <CourseSearchForm />
          <CatalogueTotal />
        </div>
      </section>
      <ClaimsStats />
      <FeaturedPrograms currency={currency} notice={<SampleCatalogueNotice about={about} />} />
      <PopularDestinations />
      <TestimonialsSection />
    </>
  );
}

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
import {
  HOME_HERO_BODY_CLASS,
  HOME_HERO_SECTION_CLASS,
  HOME_HERO_SUBTITLE_CLASS,
  HOME_HERO_TITLE_CLASS,
} from '../../../../../shared/first-paint/home-hero-classes';

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
      <section aria-labelledby="home-hero-title" className={HOME_HERO_SECTION_CLASS}>
        <div className={HOME_HERO_BODY_CLASS}>
          <h1 id="home-hero-title" className={HOME_HERO_TITLE_CLASS}>
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className={HOME_HERO_SUBTITLE_CLASS}>
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

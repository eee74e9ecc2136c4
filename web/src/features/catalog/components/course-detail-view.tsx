import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type CatalogAbout } from '../../../../../shared/catalog/catalog-about';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { consultationPrefillQuery } from '../../../../../shared/leads/consultation-prefill-query';
import { ConvertedPricesNote } from '../../../components/converted-prices-note';
import { InstitutionText } from '../../../components/institution-text';
import { countryName } from '../../../lib/display-names';
import { type RemoteData } from '../../../lib/use-remote-data';
import { type DataSource } from '../hooks/with-saved-fallback';
import { CourseFacts, type CourseView } from './course-facts';
import { FavouriteButton } from './favourite-button';
import { PhraseListSection } from './phrase-list-section';
import { PhraseText } from './phrase-text';
import { RelatedCourses } from './related-courses';
import { SampleCatalogueNotice } from './sample-catalogue-notice';
import { SavedCatalogueBanner } from './saved-catalogue-banner';
import { ShareButton } from './share-button';
import { TextListSection } from './text-list-section';
import {
  COURSE_ARTICLE_CLASS,
  COURSE_HEADER_CLASS,
  COURSE_HEADING_BOX_CLASS,
  COURSE_IMAGE_CLASS,
  COURSE_IMAGE_SIZE,
  FEATURED_BADGE_CLASS,
  COURSE_TITLE_CLASS,
} from '../../../../../shared/first-paint/course-page-classes';

interface CourseDetailViewProps {
  course: CourseView;
  related: CourseListItem[];
  currency: string;
  /** The day of the exchange rates the tuition was converted with. */
  ratesDate: string;
  /** The currency choice, shown above the tuition. */
  currencyControl: ReactNode;
  source: DataSource;
  /** Whether the catalogue is sample data, settled before the page shows. */
  about: RemoteData<CatalogAbout>;
  signedIn: boolean;
  /**
   * Apply Now for a signed-in student (the app composes it from the applications feature); the
   * consultation request with the programme filled in otherwise.
   */
  applyAction?: (course: { id: string; title: string; className: string }) => ReactNode;
}

const APPLY_CLASS =
  'rounded-lg bg-indigo-600 px-5 py-2 font-semibold text-white hover:bg-indigo-700 disabled:opacity-60';

/** Everything a student needs about one program (spec §3), with apply, share and favourite. */
export function CourseDetailView({
  course,
  related,
  currency,
  ratesDate,
  currencyControl,
  source,
  about,
  signedIn,
  applyAction,
}: CourseDetailViewProps) {
  const intl = useIntl();
  const partial = course.requirements === undefined;
  const { contentLanguage } = course;
  return (
    <article className={COURSE_ARTICLE_CLASS}>
      <SavedCatalogueBanner source={source} />
      <SampleCatalogueNotice about={about} />
      <header className={COURSE_HEADER_CLASS}>
        <img
          src={course.image}
          alt=""
          width={COURSE_IMAGE_SIZE}
          height={COURSE_IMAGE_SIZE}
          className={COURSE_IMAGE_CLASS}
        />
        <div className={COURSE_HEADING_BOX_CLASS}>
          {course.featured && (
            <span className={FEATURED_BADGE_CLASS}>
              <FormattedMessage id="catalog.card.featured" />
            </span>
          )}
          <h1 className={COURSE_TITLE_CLASS}>
            <InstitutionText lang={contentLanguage}>{course.title}</InstitutionText>
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            <InstitutionText lang={contentLanguage}>{course.provider.name}</InstitutionText> ·{' '}
            {/* The separator is the language's own: a Latin comma in an Arabic line reads wrong. */}
            <FormattedMessage
              id="catalog.card.place"
              values={{
                location: (
                  <InstitutionText key="location" lang={contentLanguage}>
                    {course.location}
                  </InstitutionText>
                ),
                country: countryName(course.country, intl.locale),
              }}
            />
          </p>
        </div>
      </header>
      <div className="flex flex-wrap items-start gap-3">
        {applyAction ? (
          applyAction({ id: course.id, title: course.title, className: APPLY_CLASS })
        ) : (
          <Link
            to={`/request-consultation?${consultationPrefillQuery(course)}`}
            className={APPLY_CLASS}
          >
            <FormattedMessage id="catalog.detail.apply" />
          </Link>
        )}
        <ShareButton title={course.title} />
        <FavouriteButton signedIn={signedIn} courseId={course.id} />
      </div>
      {course.bestFor && (
        <p className="text-slate-700 dark:text-slate-300">
          <FormattedMessage
            id="catalog.detail.bestFor"
            values={{
              text: (
                <PhraseText
                  kind="bestFor"
                  phrase={course.bestFor}
                  contentLanguage={contentLanguage}
                />
              ),
            }}
          />
        </p>
      )}
      <div className="space-y-2">
        {currencyControl}
        {course.currency !== currency && <ConvertedPricesNote ratesDate={ratesDate} />}
      </div>
      <CourseFacts course={course} currency={currency} />
      {partial && (
        <p className="rounded-lg border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800 p-4 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="catalog.detail.partialOffline" />
        </p>
      )}
      <PhraseListSection
        title={<FormattedMessage id="catalog.detail.requirements" />}
        kind="requirement"
        phrases={course.requirements ?? []}
        contentLanguage={contentLanguage}
      />
      {course.programStructure && course.programStructure.length > 0 && (
        <section className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">
            <FormattedMessage id="catalog.detail.structure" />
          </h2>
          <ol className="mt-3 space-y-3">
            {course.programStructure.map((stage, stageIndex) => (
              <li
                key={stageIndex}
                className="rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4"
              >
                <h3 className="font-semibold">
                  <PhraseText kind="stage" phrase={stage.title} contentLanguage={contentLanguage} />
                </h3>
                <ul className="mt-1 list-disc ps-6 text-sm text-slate-700 dark:text-slate-300">
                  {stage.modules.map((module, moduleIndex) => (
                    <li key={moduleIndex}>
                      <PhraseText kind="module" phrase={module} contentLanguage={contentLanguage} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      )}
      <PhraseListSection
        title={<FormattedMessage id="catalog.detail.careers" />}
        kind="career"
        phrases={course.careerOpportunities ?? []}
        contentLanguage={contentLanguage}
      />
      <TextListSection
        title={<FormattedMessage id="catalog.detail.instructors" />}
        items={course.instructors ?? []}
      />
      <PhraseListSection
        title={<FormattedMessage id="catalog.detail.tags" />}
        kind="tag"
        phrases={course.tags ?? []}
        contentLanguage={contentLanguage}
      />
      <RelatedCourses items={related} currency={currency} />
    </article>
  );
}

import { type FormEvent, lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { type CourseFacet, type CourseFacets } from '../../../../../shared/catalog/course-list';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { ConvertedPricesNote } from '../../../components/converted-prices-note';
import { SearchIcon } from '../../../components/icons/search-icon';
import { callErrorText } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  clearedParams,
  pageSearch,
  queryFromUrl,
  toggleFacetValue,
  withParam,
  withParams,
  type CatalogueParam,
} from '../catalog-url';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { CourseCard } from '../components/course-card';
import { CourseCardSkeleton } from '../components/course-card-skeleton';
import { FilterPanel } from '../components/filter-panel';
import { ResultsPagination } from '../components/results-pagination';
import { SampleCatalogueNotice, useCatalogAbout } from '../components/sample-catalogue-notice';
import { SavedCatalogueBanner } from '../components/saved-catalogue-banner';
import { SortSelect } from '../components/sort-select';
import { useCourseList } from '../hooks/use-course-list';
import { useTrackSearch } from '../../../lib/use-track-event';
import { useListScrollMemory } from '../hooks/use-list-scroll-memory';
import { useResultsFocus } from '../hooks/use-results-focus';
import { tuitionBoundsIn } from '../tuition-range';
import {
  COURSES_PAGE_CLASS,
  COURSES_HEADING_CLASS,
} from '../../../../../shared/first-paint/courses-page-classes';

const loadFilterDrawer = () => import('../components/filter-drawer');
/** Fetches the drawer's code as the pointer or focus reaches its button; the click loads it anyway. */
const preloadFilterDrawer = () => void loadFilterDrawer().catch(() => undefined);
// The phones' drawer (a dialog library of 16 kB gzip) loads when first wanted, not with the list.
const FilterDrawer = lazy(() =>
  loadFilterDrawer().then((module) => ({ default: module.FilterDrawer })),
);

/** /courses: search, filters with counts, sort and pages, all kept in the URL; tuition in `currency`. */
export function CoursesPage({ currency }: { currency: Currency }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'page.courses.title' }));
  const [params, setParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so closing it restores focus as a mounted dialog does.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // Tailwind's `lg`: the side panel's layout. Phones never render it (their drawer has the panel).
  const wide = useMediaQuery('(min-width: 64rem)');
  const query = queryFromUrl(params);
  const list = useCourseList(query, currency);
  const about = useCatalogAbout();
  // Results show once it is known whether they are sample data, with the notice above them.
  const ready = list.status === 'ready' && about.status !== 'loading' ? list.data : undefined;
  // While the next page loads the filters keep their last counts, so the panel does not collapse.
  const [shownFacets, setShownFacets] = useState<CourseFacets>();
  if (ready && ready.data.facets !== shownFacets) setShownFacets(ready.data.facets);
  useListScrollMemory(ready !== undefined);
  const resultsHeading = useRef<HTMLParagraphElement>(null);
  const focusResults = useResultsFocus(resultsHeading, ready !== undefined);

  // The tuition bounds in the URL are in the visitor's currency: when it changes they are moved
  // into the new one (replacing the history entry, as the filter itself did not change).
  const boundsCurrency = useRef(currency);
  const moveBounds = useEffectEvent((to: Currency) => {
    if (to === boundsCurrency.current) return;
    const bounds = tuitionBoundsIn(params, boundsCurrency.current, to);
    boundsCurrency.current = to;
    if (bounds) setParams(withParams(params, bounds), { replace: true });
  });
  useEffect(() => moveBounds(currency), [currency]);

  const toggle = (facet: CourseFacet, value: string) =>
    setParams(toggleFacetValue(params, facet, value));
  const setParam = (key: string, value: string) => setParams(withParam(params, key, value));
  const applyParams = (values: Partial<Record<CatalogueParam, string>>) => {
    const next = withParams(params, values);
    if (next.toString() !== params.toString()) setParams(next);
  };
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setParam('q', typeof value === 'string' ? value.trim() : '');
  }

  const panel = (
    <FilterPanel
      query={query}
      facets={ready?.data.facets ?? shownFacets}
      currency={currency}
      onToggle={toggle}
      onOpenOnly={(open) => setParam('open', open ? 'true' : '')}
      onApply={applyParams}
    />
  );
  const pageCount = ready ? Math.ceil(ready.data.total / ready.data.limit) : 0;
  useTrackSearch(query.q, ready?.data.total);

  return (
    <div className={COURSES_PAGE_CLASS}>
      <h1 className={COURSES_HEADING_CLASS}>
        <FormattedMessage id="page.courses.title" />
      </h1>
      <form role="search" onSubmit={search} className="mt-4 flex max-w-2xl gap-2">
        <label className="sr-only" htmlFor="course-search">
          <FormattedMessage id="catalog.search.label" />
        </label>
        <input
          key={query.q ?? ''}
          id="course-search"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          placeholder={intl.formatMessage({ id: 'catalog.search.placeholder' })}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 dark:border-slate-600 px-3 py-2"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
        >
          <SearchIcon className="size-5" />
          <FormattedMessage id="catalog.search.submit" />
        </button>
      </form>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        {wide && (
          <aside aria-label={intl.formatMessage({ id: 'catalog.filters.title' })}>{panel}</aside>
        )}
        {drawerUsed && (
          <Suspense fallback={null}>
            <FilterDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              total={ready?.data.total}
            >
              {panel}
            </FilterDrawer>
          </Suspense>
        )}
        <section className="min-w-0 space-y-4" aria-labelledby="course-results">
          {ready && <SavedCatalogueBanner source={ready.source} />}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p
              id="course-results"
              ref={resultsHeading}
              tabIndex={-1}
              className="scroll-mt-24 font-medium text-slate-800 dark:text-slate-200"
              aria-live="polite"
            >
              {ready && (
                <FormattedMessage
                  id="catalog.list.total"
                  values={{
                    total: ready.data.total,
                    count: (
                      <bdi>
                        <FormattedNumber value={ready.data.total} />
                      </bdi>
                    ),
                  }}
                />
              )}
            </p>
            <div className="flex items-center gap-3">
              <button
                type="button"
                onPointerEnter={preloadFilterDrawer}
                onFocus={preloadFilterDrawer}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
                className="rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 py-1.5 text-sm font-medium lg:hidden"
              >
                <FormattedMessage id="catalog.filters.open" />
              </button>
              <SortSelect value={query.sort} onChange={(sort) => setParam('sort', sort)} />
            </div>
          </div>
          <ActiveFilterChips
            query={query}
            currency={currency}
            onRemove={toggle}
            onRemoveParam={(key) => setParam(key, '')}
            onClearAll={() => setParams(clearedParams(params))}
          />
          {!ready && list.status !== 'failed' && <CourseCardSkeleton />}
          {ready && <SampleCatalogueNotice about={about} />}
          {list.status === 'failed' && (
            <p
              role="alert"
              className="rounded-lg border border-rose-200 dark:border-rose-900 bg-rose-50 dark:bg-rose-950 p-4 text-rose-900 dark:text-rose-100"
            >
              <FormattedMessage id="catalog.list.failed" />{' '}
              {callErrorText(list.error, (id) => intl.formatMessage({ id }))}
            </p>
          )}
          {ready && ready.data.total === 0 && (
            <div className="rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-6 text-center">
              <p className="font-semibold text-slate-900 dark:text-slate-100">
                <FormattedMessage id="catalog.list.empty" />
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                <FormattedMessage id="catalog.list.emptyHint" />
              </p>
            </div>
          )}
          {ready && ready.data.items.some((course) => course.currency !== ready.data.currency) && (
            <ConvertedPricesNote ratesDate={ready.data.ratesDate} />
          )}
          {ready && ready.data.items.length > 0 && (
            <ul className="space-y-3">
              {ready.data.items.map((course) => (
                <CourseCard key={course.id} course={course} currency={ready.data.currency} />
              ))}
            </ul>
          )}
          {ready && (
            <ResultsPagination
              page={query.page}
              pageCount={pageCount}
              searchFor={(page) => pageSearch(params, page)}
              onNavigate={focusResults}
            />
          )}
        </section>
      </div>
    </div>
  );
}

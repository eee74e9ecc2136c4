import { type ComponentProps, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTrackProgrammeView } from '../../../lib/use-track-event';
import { CourseDetailView } from '../components/course-detail-view';
import { CourseNotFound } from '../components/course-not-found';
import { useCatalogAbout } from '../components/sample-catalogue-notice';
import { useCourseDetail } from '../hooks/use-course-detail';
import { useRecordCourseView } from '../hooks/use-recently-viewed';

/** /course/:id: one program by id or slug, online or from the saved catalogue. */
interface CourseDetailPageProps {
  currency: string;
  /** Where the visitor picks the currency, shown beside the tuition (the app passes it in). */
  currencyControl: ReactNode;
  signedIn: boolean;
  /** The signed-in user, whose recently viewed programs this page adds to. */
  viewerId?: string;
  /** Apply Now for a signed-in student (course-detail-view.tsx). */
  applyAction?: ComponentProps<typeof CourseDetailView>['applyAction'];
}

type DetailResult = NonNullable<
  Extract<ReturnType<typeof useCourseDetail>, { status: 'ready' }>['data']
>;

export function CourseDetailPage({
  currency,
  currencyControl,
  signedIn,
  viewerId,
  applyAction,
}: CourseDetailPageProps) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const loaded = useCourseDetail(id, currency);
  // Asked alongside the program, so its notice arrives with the page instead of pushing it down.
  const about = useCatalogAbout();
  // While the program loads in another currency the page stays as it was (prices still labelled
  // with their own currency) instead of a spinner, so the currency control keeps its focus.
  const [last, setLast] = useState<{ id: string; result: DetailResult }>();
  if (loaded.status === 'ready' && loaded.data && last?.result !== loaded.data)
    setLast({ id, result: loaded.data });
  const state =
    loaded.status === 'loading' && last?.id === id
      ? { status: 'ready' as const, data: last.result }
      : loaded;
  const notFound =
    (state.status === 'ready' && !state.data) ||
    (state.status === 'failed' &&
      state.error instanceof ApiCallError &&
      state.error.statusCode === 404);
  const title =
    state.status === 'ready' && state.data
      ? state.data.data.course.title
      : intl.formatMessage({ id: notFound ? 'catalog.notFound.title' : 'page.course.title' });
  useDocumentTitle(title);
  const shownCourseId =
    state.status === 'ready' && state.data ? state.data.data.course.id : undefined;
  useRecordCourseView(viewerId, shownCourseId);
  useTrackProgrammeView(shownCourseId);

  if (state.status === 'loading' || about.status === 'loading') return <PageSpinner />;
  if (notFound) return <CourseNotFound />;
  if (state.status === 'failed' || !state.data)
    return (
      <p
        role="alert"
        className="mx-auto my-12 max-w-3xl rounded-lg border border-rose-200 dark:border-rose-900 bg-rose-50 dark:bg-rose-950 p-4 text-rose-900 dark:text-rose-100"
      >
        {state.status === 'failed' &&
          callErrorText(state.error, (messageId) => intl.formatMessage({ id: messageId }))}
      </p>
    );
  const { data, source } = state.data;
  return (
    <CourseDetailView
      course={data.course}
      related={data.related}
      currency={data.currency}
      ratesDate={data.ratesDate}
      currencyControl={currencyControl}
      source={source}
      about={about}
      signedIn={signedIn}
      applyAction={applyAction}
    />
  );
}

import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CourseDetailView } from '../components/course-detail-view';
import { CourseNotFound } from '../components/course-not-found';
import { useCourseDetail } from '../hooks/use-course-detail';

/** /course/:id: one program by id or slug, online or from the saved catalogue. */
interface CourseDetailPageProps {
  currency: string;
  signedIn: boolean;
}

export function CourseDetailPage({ currency, signedIn }: CourseDetailPageProps) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const state = useCourseDetail(id, currency);
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

  if (state.status === 'loading') return <PageSpinner />;
  if (notFound) return <CourseNotFound />;
  if (state.status === 'failed' || !state.data)
    return (
      <p
        role="alert"
        className="mx-auto my-12 max-w-3xl rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900"
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
      source={source}
      signedIn={signedIn}
    />
  );
}

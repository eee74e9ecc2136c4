import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { type RecommendedCourses } from '../recommendations/use-recommended-courses';
import { ProgramItem } from './program-item';
import { RecommendationWhy } from './recommendation-why';

const ACTION =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';

interface RecommendedSectionProps {
  recommended: RecommendedCourses;
  currency: string;
  timeZone: string;
  onRetry(): void;
}

/** Recommended programmes with why each one, and loading, error and empty states. */
export function RecommendedSection({
  recommended,
  currency,
  timeZone,
  onRetry,
}: RecommendedSectionProps) {
  if (recommended.status === 'loading')
    return <LoadingState messageId="programs.recommended.loading" />;
  if (recommended.status === 'error') {
    return (
      <ErrorState
        message={<FormattedMessage id="dashboard.overview.recommended.error" />}
        onRetry={onRetry}
      />
    );
  }
  if (recommended.programs.length === 0) {
    return (
      <EmptyState
        message={
          <FormattedMessage
            id={
              recommended.hasSignals
                ? 'dashboard.overview.recommended.none'
                : 'dashboard.overview.recommended.empty'
            }
          />
        }
        action={
          <Link to={recommended.hasSignals ? '/courses' : '/dashboard/profile'} className={ACTION}>
            <FormattedMessage
              id={
                recommended.hasSignals
                  ? 'dashboard.overview.browsePrograms'
                  : 'dashboard.overview.profile.action'
              }
            />
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {recommended.programs.map(({ course, reasons }) => (
        <ProgramItem
          key={course.id}
          course={course}
          title={course.title}
          currency={currency}
          timeZone={timeZone}
        >
          <RecommendationWhy reasons={reasons} />
        </ProgramItem>
      ))}
    </ul>
  );
}

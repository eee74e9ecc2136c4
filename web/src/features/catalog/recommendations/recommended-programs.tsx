import { useState } from 'react';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { RecommendedSection } from '../programs/recommended-section';
import { type ShortlistState } from '../programs/shortlist';
import { useRecommendedCourses } from './use-recommended-courses';

/** How many recommendations the overview shows; /dashboard/programs shows more. */
export const RECOMMENDATIONS_ON_OVERVIEW = 3;

interface RecommendedProgramsProps {
  shortlist: ShortlistState;
  currency: Currency;
  timeZone: string;
}

/** The overview's recommended programs, each with why, and loading, error and empty states. */
export function RecommendedPrograms({ shortlist, currency, timeZone }: RecommendedProgramsProps) {
  const [attempt, setAttempt] = useState(0);
  const recommended = useRecommendedCourses(
    shortlist,
    currency,
    attempt,
    RECOMMENDATIONS_ON_OVERVIEW,
  );
  return (
    <RecommendedSection
      recommended={recommended}
      currency={currency}
      timeZone={timeZone}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}

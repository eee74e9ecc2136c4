import { FormattedMessage } from 'react-intl';
import { type CourseListItem } from '../../../shared/catalog/course-list';
import { Price } from './price';

interface TuitionAmountProps {
  course: Pick<CourseListItem, 'tuitionFee' | 'currency' | 'tuitionPeriod' | 'tuitionConverted'>;
  /** The currency `tuitionConverted` is in. */
  currency: string;
}

/** Tuition in the visitor's currency, with the program's own amount when it differs. */
export function TuitionAmount({ course, currency }: TuitionAmountProps) {
  const money = (value: number, code: string) => <Price value={value} currency={code} />;
  return (
    <span>
      <FormattedMessage
        id={
          course.tuitionPeriod === 'per_year' ? 'catalog.tuition.perYear' : 'catalog.tuition.total'
        }
        values={{ amount: money(course.tuitionConverted, currency) }}
      />
      {course.currency !== currency && (
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage
            id="catalog.tuition.original"
            values={{ amount: money(course.tuitionFee, course.currency) }}
          />
        </span>
      )}
    </span>
  );
}

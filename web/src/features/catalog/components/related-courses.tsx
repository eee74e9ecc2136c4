import { FormattedMessage } from 'react-intl';
import { type CourseListItem } from '../../../../../shared/catalog/course-list';
import { CourseCard } from './course-card';

/** Same field and level at other institutions. */
export function RelatedCourses({ items, currency }: { items: CourseListItem[]; currency: string }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="catalog.detail.related" />
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((course) => (
          <CourseCard key={course.id} course={course} currency={currency} />
        ))}
      </ul>
    </section>
  );
}

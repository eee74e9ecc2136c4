import { type PreparedCatalogue } from './catalog-prepare';
import { type CourseSummary } from './course-summary';

/**
 * Programs like this one for the detail page: same field and level at other institutions, the
 * closest in length first, then the neutral order; one per institution, so the list is varied.
 * Field and level are compared on their columns, so only candidates' summaries are read.
 */
export function relatedCourses(
  catalogue: PreparedCatalogue,
  course: Pick<CourseSummary, 'id' | 'field' | 'level' | 'durationMonths' | 'provider'>,
  limit: number,
): CourseSummary[] {
  const { field, level } = catalogue.columns.facets;
  const fieldCode = field.values.indexOf(course.field);
  const levelCode = level.values.indexOf(course.level);
  const seenProviders = new Set([course.provider.name]);
  const candidates: CourseSummary[] = [];
  for (let position = 0; position < catalogue.count; position += 1) {
    if (field.codes[position] !== fieldCode || level.codes[position] !== levelCode) continue;
    const summary = catalogue.summaryAt(position);
    if (seenProviders.has(summary.provider.name)) continue;
    seenProviders.add(summary.provider.name);
    candidates.push(summary);
  }
  const distance = (other: CourseSummary) => Math.abs(other.durationMonths - course.durationMonths);
  return candidates
    .map((summary, rank) => ({ summary, rank }))
    .sort((a, b) => distance(a.summary) - distance(b.summary) || a.rank - b.rank)
    .slice(0, limit)
    .map(({ summary }) => summary);
}

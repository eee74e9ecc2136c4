import { type PreparedCatalogue } from './catalog-prepare';
import { type CourseSummary } from './course-summary';

/**
 * Programs like this one for the detail page: same field and level at other institutions, the
 * closest in length first, then the neutral order; one per institution, so the list is varied.
 */
export function relatedCourses(
  catalogue: PreparedCatalogue,
  course: Pick<CourseSummary, 'id' | 'field' | 'level' | 'durationMonths' | 'provider'>,
  limit: number,
): CourseSummary[] {
  const seenProviders = new Set([course.provider.name]);
  const candidates: CourseSummary[] = [];
  for (const summary of catalogue.summaries) {
    if (summary.field !== course.field || summary.level !== course.level) continue;
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

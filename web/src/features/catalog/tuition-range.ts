import { courseFilterShape } from '../../../../shared/catalog/course-list';
import { convertWithReferenceRates, type Currency } from '../../../../shared/catalog/currencies';

/** What is wrong with a typed tuition range; each has a message `catalog.tuition.error.<issue>`. */
export type TuitionRangeIssue = 'notNumber' | 'negative' | 'tooLarge' | 'minAboveMax';

export interface TuitionDraft {
  tuitionMin: string;
  tuitionMax: string;
}

export type TuitionRangeCheck =
  | { ok: true; range: TuitionDraft }
  | { ok: false; field: keyof TuitionDraft; issue: TuitionRangeIssue };

type BoundCheck = { ok: true; value: number | undefined } | { ok: false; issue: TuitionRangeIssue };

/** One bound, read with the API's own rule so the client never sends what the API refuses. */
function checkBound(text: string): BoundCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  const parsed = courseFilterShape.tuitionMin.safeParse(trimmed);
  if (parsed.success) return { ok: true, value: parsed.data };
  const code = parsed.error.issues[0]?.code;
  if (code === 'too_small') return { ok: false, issue: 'negative' };
  if (code === 'too_big') return { ok: false, issue: 'tooLarge' };
  return { ok: false, issue: 'notNumber' };
}

const asParam = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * Checks the typed minimum and maximum: each empty or a non-negative number within the API's
 * bound, and the minimum not above the maximum. A valid range comes back as URL parameter text
 * (`''` for an open end), normalised so `050` and `50` are the same filter.
 */
export function checkTuitionRange(draft: TuitionDraft): TuitionRangeCheck {
  const min = checkBound(draft.tuitionMin);
  if (!min.ok) return { ok: false, field: 'tuitionMin', issue: min.issue };
  const max = checkBound(draft.tuitionMax);
  if (!max.ok) return { ok: false, field: 'tuitionMax', issue: max.issue };
  if (min.value !== undefined && max.value !== undefined && min.value > max.value)
    return { ok: false, field: 'tuitionMax', issue: 'minAboveMax' };
  return { ok: true, range: { tuitionMin: asParam(min.value), tuitionMax: asParam(max.value) } };
}

/**
 * The tuition bounds of a list URL moved from one currency into another when the visitor switches
 * currency, so the filter keeps meaning about the same money instead of the same number (20000
 * dollars, not 20000 lira). Converted with the reference rates the catalogue's own table starts
 * from, and widened to whole units (minimum down, maximum up) so no program at an edge drops out.
 * Undefined when the URL has no bound.
 */
export function tuitionBoundsIn(
  params: URLSearchParams,
  from: Currency,
  to: Currency,
): TuitionDraft | undefined {
  const check = checkTuitionRange({
    tuitionMin: params.get('tuitionMin') ?? '',
    tuitionMax: params.get('tuitionMax') ?? '',
  });
  if (!check.ok) return undefined;
  const { tuitionMin, tuitionMax } = check.range;
  if (tuitionMin === '' && tuitionMax === '') return undefined;
  const convert = (text: string, round: (value: number) => number) =>
    text === '' ? '' : String(round(convertWithReferenceRates(Number(text), from, to)));
  return {
    tuitionMin: convert(tuitionMin, Math.floor),
    tuitionMax: convert(tuitionMax, Math.ceil),
  };
}

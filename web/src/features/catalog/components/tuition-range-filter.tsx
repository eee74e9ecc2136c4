import { type KeyboardEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import { useFilterDraft } from '../hooks/use-filter-draft';
import { checkTuitionRange, type TuitionDraft } from '../tuition-range';

interface TuitionRangeFilterProps {
  min: number | undefined;
  max: number | undefined;
  /** The visitor's currency: the amounts are typed and compared in it. */
  currency: string;
  onApply: (range: TuitionDraft) => void;
}

const asText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * Minimum and maximum tuition in the visitor's currency. A range is checked before it is applied
 * (on blur, Enter or a pause in typing), and a wrong one is explained beside its field.
 */
export function TuitionRangeFilter({ min, max, currency, onApply }: TuitionRangeFilterProps) {
  const intl = useIntl();
  const id = useId();
  const { draft, settled, edit, commit } = useFilterDraft(
    { tuitionMin: asText(min), tuitionMax: asText(max) },
    (typed) => {
      const check = checkTuitionRange(typed);
      if (check.ok) onApply(check.range);
    },
  );
  const check = checkTuitionRange(settled);
  const problem = check.ok ? undefined : check;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  const errorId = `${id}-error`;
  const fields = [
    { key: 'tuitionMin', label: 'catalog.filter.tuitionMin' },
    { key: 'tuitionMax', label: 'catalog.filter.tuitionMax' },
  ] as const;

  return (
    // A fieldset is at least as wide as its content by default (min-inline-size: min-content), so
    // `min-w-0` lets it shrink to the panel instead of spilling out of it.
    <fieldset className="min-w-0 border-b border-slate-200 dark:border-slate-700 py-3">
      <legend className="float-start mb-2 w-full text-sm font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="catalog.filter.tuition" values={{ currency }} />
      </legend>
      {/* Below the floated legend (clear), side by side while each field gets 7rem (about eight
          digits), stacked when the panel or drawer is narrower than that. */}
      <div className="clear-both grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-2">
        {fields.map(({ key, label }) => {
          const invalid = problem?.field === key;
          return (
            <div key={key} className="min-w-0">
              <label
                htmlFor={`${id}-${key}`}
                className="block text-xs text-slate-600 dark:text-slate-300"
              >
                <FormattedMessage id={label} />
              </label>
              <input
                id={`${id}-${key}`}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={draft[key]}
                onChange={(event) => edit({ [key]: event.target.value })}
                onBlur={commit}
                onKeyDown={onKeyDown}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                className="mt-1 w-full min-w-0 rounded-md border border-slate-300 dark:border-slate-600 px-2 py-1.5 text-sm aria-invalid:border-rose-600 dark:aria-invalid:border-rose-400"
              />
            </div>
          );
        })}
      </div>
      {problem && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300">
          {intl.formatMessage({ id: `catalog.tuition.error.${problem.issue}` as MessageId })}
        </p>
      )}
    </fieldset>
  );
}

import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';

interface ChoiceListFieldProps {
  labelId: MessageId;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  errorId?: MessageId;
  onChange(selected: string[]): void;
}

/** A multi-select as a group of checkboxes (keyboard and screen-reader friendly as they are). */
export function ChoiceListField({
  labelId,
  options,
  selected,
  errorId,
  onChange,
}: ChoiceListFieldProps) {
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((chosen) => chosen !== value));
  return (
    <fieldset aria-invalid={errorId ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={labelId} />
      </legend>
      <div className="mt-2 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
          >
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4"
            />
            {option.label}
          </label>
        ))}
      </div>
      {errorId && (
        <p className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={errorId} />
        </p>
      )}
    </fieldset>
  );
}

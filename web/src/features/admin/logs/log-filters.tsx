import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';

export interface LogFilterField {
  name: string;
  labelId: MessageId;
  type?: 'date' | 'text';
  /** A fixed choice list instead of free text. */
  options?: readonly { value: string; label: string }[];
}

interface LogFiltersProps {
  fields: readonly LogFilterField[];
  values: URLSearchParams;
  onChange(name: string, value: string): void;
}

/** The filters of a log panel, bound to the URL's search parameters. */
export function LogFilters({ fields, values, onChange }: LogFiltersProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {fields.map((field) => (
        <div key={field.name} className="flex flex-col">
          <label htmlFor={`${id}-${field.name}`} className="text-sm font-medium">
            <FormattedMessage id={field.labelId} />
          </label>
          {field.options ? (
            <select
              id={`${id}-${field.name}`}
              value={values.get(field.name) ?? ''}
              onChange={(event) => onChange(field.name, event.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800"
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${field.name}`}
              type={field.type ?? 'text'}
              value={values.get(field.name) ?? ''}
              onChange={(event) => onChange(field.name, event.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800"
            />
          )}
        </div>
      ))}
    </div>
  );
}

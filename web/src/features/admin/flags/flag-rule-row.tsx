import { useId } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type FlagFormValues,
  FLAG_AUDIENCES,
  FLAG_RULE_KINDS,
  type FlagRuleKind,
} from '../../../../../shared/flags/feature-flags';
import { SUPPORTED_LANGUAGES } from '../../../../../shared/i18n/languages';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { controlClass } from '../forms/form-field-frame';
import { FormCheckboxGroup } from '../forms/form-checkbox-group';
import { FormTextField } from '../forms/form-text-field';
import { BooleanSelectField } from './boolean-select-field';
import { CountriesField } from './countries-field';
import { languageLabel } from './flag-labels';

interface FlagRuleRowProps {
  control: Control<FlagFormValues, unknown, unknown>;
  index: number;
  count: number;
  /** Replaces the rule by an empty one of `kind`, keeping its answer `value`. */
  onKindChange(kind: FlagRuleKind, value: boolean): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** One rule of the editor: what it matches, its answer, and its place in the order. */
export function FlagRuleRow({
  control,
  index,
  count,
  onKindChange,
  onMove,
  onRemove,
}: FlagRuleRowProps) {
  const intl = useIntl();
  const kindId = useId();
  const kind = useWatch({ control, name: `rules.${index}.kind` });
  const value = useWatch({ control, name: `rules.${index}.value` });
  const number = index + 1;
  return (
    <fieldset
      data-testid="flag-rule"
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <legend className="px-1 text-sm font-semibold">
        <FormattedMessage id="admin.flags.rule.number" values={{ number }} />
      </legend>
      <div className="space-y-3">
        <div>
          <label htmlFor={kindId} className="block text-sm font-medium">
            <FormattedMessage id="admin.flags.rule.kind" />
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => onKindChange(event.target.value as FlagRuleKind, value)}
            className={controlClass(false)}
          >
            {FLAG_RULE_KINDS.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage({ id: `admin.flags.rule.kind.${option}` })}
              </option>
            ))}
          </select>
        </div>
        {kind === 'role' && (
          <FormCheckboxGroup
            control={control}
            name={`rules.${index}.roles`}
            legendId="admin.flags.rule.roles"
            options={FLAG_AUDIENCES.map((audience) => ({
              value: audience,
              label: intl.formatMessage({ id: `admin.flags.audience.${audience}` }),
            }))}
          />
        )}
        {kind === 'language' && (
          <FormCheckboxGroup
            control={control}
            name={`rules.${index}.languages`}
            legendId="admin.flags.rule.languages"
            options={SUPPORTED_LANGUAGES.map((code) => ({
              value: code,
              label: languageLabel(code),
            }))}
          />
        )}
        {kind === 'country' && (
          <CountriesField control={control} name={`rules.${index}.countries`} />
        )}
        {kind === 'rollout' && (
          <FormTextField
            control={control}
            name={`rules.${index}.percent`}
            labelId="admin.flags.rule.percent"
            hintId="admin.flags.rule.percentHint"
            type="number"
          />
        )}
        <BooleanSelectField
          control={control}
          name={`rules.${index}.value`}
          labelId="admin.flags.rule.value"
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={DIALOG_BUTTON.secondary}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <FormattedMessage id="admin.flags.rule.moveUp" values={{ number }} />
          </button>
          <button
            type="button"
            className={DIALOG_BUTTON.secondary}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <FormattedMessage id="admin.flags.rule.moveDown" values={{ number }} />
          </button>
          <button type="button" className={DIALOG_BUTTON.secondary} onClick={onRemove}>
            <FormattedMessage id="admin.flags.rule.remove" values={{ number }} />
          </button>
        </div>
      </div>
    </fieldset>
  );
}

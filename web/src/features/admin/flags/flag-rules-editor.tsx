import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import {
  type FlagFormValues,
  FLAG_RULES_MAX,
  type FlagRule,
  type FlagRuleKind,
} from '../../../../../shared/flags/feature-flags';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { FlagRuleRow } from './flag-rule-row';

/** A new rule of `kind`, keeping the answer the row had. */
function newRule(kind: FlagRuleKind, value: boolean): FlagRule {
  switch (kind) {
    case 'role':
      return { kind, roles: [], value };
    case 'language':
      return { kind, languages: [], value };
    case 'country':
      return { kind, countries: [], value };
    case 'rollout':
      return { kind, percent: 10, value };
  }
}

interface FlagRulesEditorProps {
  control: Control<FlagFormValues, unknown, unknown>;
}

/** The ordered rules of a flag: add, change, reorder and remove; the first match wins. */
export function FlagRulesEditor({ control }: FlagRulesEditorProps) {
  const { fields, append, update, move, remove } = useFieldArray({ control, name: 'rules' });
  // A rule repeating the default changes nothing, so a new one starts with the other answer.
  const defaultValue = useWatch({ control, name: 'defaultValue' });
  return (
    <section aria-labelledby="flag-rules-heading" className="space-y-3">
      <h3 id="flag-rules-heading" className="text-base font-semibold">
        <FormattedMessage id="admin.flags.rules" />
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <FormattedMessage id="admin.flags.rulesHint" />
      </p>
      {fields.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.flags.rules.empty" />
        </p>
      )}
      {fields.map((field, index) => (
        <FlagRuleRow
          key={field.id}
          control={control}
          index={index}
          count={fields.length}
          onKindChange={(kind, value) => update(index, newRule(kind, value))}
          onMove={(to) => move(index, to)}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length < FLAG_RULES_MAX && (
        <button
          type="button"
          className={DIALOG_BUTTON.secondary}
          onClick={() => append(newRule('role', !defaultValue))}
        >
          <FormattedMessage id="admin.flags.rule.add" />
        </button>
      )}
    </section>
  );
}

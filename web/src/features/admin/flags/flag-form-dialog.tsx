import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  createFlagSchema,
  FLAG_OVERRIDES,
  FLAG_TYPES,
  type FeatureFlag,
} from '../../../../../shared/flags/feature-flags';
import { AdminDialog, DialogFormFooter } from '../dialogs/admin-dialog';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { BooleanSelectField } from './boolean-select-field';
import { flagErrorText } from './flag-error-text';
import { FlagRulesEditor } from './flag-rules-editor';
import { createFlag, updateFlag } from './flags-api';

interface FlagFormDialogProps {
  /** The flag to edit; a new one when absent. */
  flag?: FeatureFlag;
  onClose(): void;
  onSaved(): void;
}

/** Creates a flag or edits one: its fields, the "force for everyone" override and its rules. */
export function FlagFormDialog({ flag, onClose, onSaved }: FlagFormDialogProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const form = useAdminForm(
    createFlagSchema,
    flag
      ? {
          key: flag.key,
          description: flag.description,
          owner: flag.owner,
          type: flag.type,
          defaultValue: flag.defaultValue,
          rules: flag.rules,
          override: flag.override,
        }
      : {
          key: '',
          description: '',
          owner: '',
          type: 'release',
          defaultValue: false,
          rules: [],
          override: 'none',
        },
  );
  const submit = form.handleSubmit(async ({ key, ...fields }) => {
    setFailure(undefined);
    try {
      if (flag) await updateFlag(flag, fields);
      else await createFlag({ key, ...fields });
      onSaved();
      onClose();
    } catch (error) {
      if (form.showServerIssues(error)) return;
      setFailure(flagErrorText(intl, error));
    }
  });
  const title = flag
    ? intl.formatMessage({ id: 'admin.flags.editTitle' }, { key: flag.key })
    : intl.formatMessage({ id: 'admin.flags.createTitle' });
  return (
    <AdminDialog open onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {!flag && (
          <FormTextField
            control={form.control}
            name="key"
            labelId="admin.flags.field.key"
            hintId="admin.flags.field.keyHint"
          />
        )}
        <FormTextField
          control={form.control}
          name="description"
          labelId="admin.flags.field.description"
          multiline
        />
        <FormTextField control={form.control} name="owner" labelId="admin.flags.field.owner" />
        <FormSelectField
          control={form.control}
          name="type"
          labelId="admin.flags.field.type"
          options={FLAG_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: `admin.flags.type.${type}` }),
          }))}
        />
        <BooleanSelectField
          control={form.control}
          name="defaultValue"
          labelId="admin.flags.field.defaultValue"
        />
        <FormSelectField
          control={form.control}
          name="override"
          labelId="admin.flags.field.override"
          hintId="admin.flags.field.overrideHint"
          options={FLAG_OVERRIDES.map((override) => ({
            value: override,
            label: intl.formatMessage({ id: `admin.flags.override.${override}` }),
          }))}
        />
        <FlagRulesEditor control={form.control} />
        <DialogFormFooter
          failure={failure}
          onCancel={onClose}
          submitId="admin.flags.save"
          submitting={form.formState.isSubmitting}
        />
      </form>
    </AdminDialog>
  );
}

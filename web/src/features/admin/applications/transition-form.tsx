import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type ApplicationBoardRow,
  transitionApplicationSchema,
} from '../../../../../shared/applications/application';
import { ADVISOR_TRANSITIONS } from '../../../../../shared/applications/application-status';
import { applicationErrorText } from '../../../components/applications/application-error-text';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { transitionApplication } from './admin-applications-api';

const SUBMIT =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60';

interface TransitionFormProps {
  application: ApplicationBoardRow;
  onMoved(row: ApplicationBoardRow): void;
}

/**
 * Moves the application to one of the statuses allowed from its current one, with the reason the
 * student reads on their timeline. Sent with the revision shown, so a change someone else made
 * meanwhile refuses this one instead of being overwritten. Keyed by the revision where it is
 * used, so it starts afresh from each one.
 */
export function TransitionForm({ application, onMoved }: TransitionFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string>();
  const form = useAdminForm(transitionApplicationSchema, {
    to: '' as never,
    reason: '',
    revision: application.revision,
  });
  const options = ADVISOR_TRANSITIONS[application.status].map((status) => ({
    value: status,
    label: intl.formatMessage({ id: `applications.status.${status}` }),
  }));
  if (options.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.applications.transition.final" />
      </p>
    );
  }
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onMoved(await transitionApplication(application.id, values));
    } catch (error) {
      if (!form.showServerIssues(error)) setFailure(applicationErrorText(intl, error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
      aria-labelledby="application-transition-heading"
    >
      <h3 id="application-transition-heading" className="font-semibold">
        <FormattedMessage id="admin.applications.transition.title" />
      </h3>
      <FormSelectField
        control={form.control}
        name="to"
        labelId="admin.applications.transition.to"
        options={options}
        optional
      />
      <FormTextField
        control={form.control}
        name="reason"
        labelId="admin.applications.transition.reason"
        hintId="admin.applications.transition.reasonHint"
        multiline
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
      <button type="submit" className={SUBMIT} disabled={form.formState.isSubmitting}>
        <FormattedMessage id="admin.applications.transition.submit" />
      </button>
    </form>
  );
}

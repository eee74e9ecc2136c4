import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  followUpChange,
  LEAD_INBOX_MESSAGES,
  LEAD_TRANSITIONS,
  leadFollowUpFormSchema,
  type LeadAssignee,
  type LeadDetail,
} from '../../../../../shared/leads/inbox';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { saveLeadChange } from './lead-api';
import { isStale, leadErrorText, statusLabel } from './lead-labels';

interface LeadFollowUpFormProps {
  lead: LeadDetail;
  me: LeadAssignee;
  /** Admins leads are assigned to, for the picker. */
  assignees: readonly LeadAssignee[];
  onSaved(lead: LeadDetail): void;
  onReload(): void;
}

/**
 * The follow-up of one lead: the next status, the assignee and a note, saved together. The page
 * mounts a fresh form for each revision, so it always starts from the lead as stored.
 */
export function LeadFollowUpForm({
  lead,
  me,
  assignees,
  onSaved,
  onReload,
}: LeadFollowUpFormProps) {
  const intl = useIntl();
  const form = useAdminForm(leadFollowUpFormSchema, {
    status: '',
    assigneeId: lead.assigneeId ?? '',
    note: '',
  });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const change = followUpChange(lead, values);
    if (!change) {
      form.setError('note', { message: LEAD_INBOX_MESSAGES.nothingToSave }, { shouldFocus: true });
      return;
    }
    try {
      const next = await saveLeadChange(lead.id, change);
      onSaved(next);
    } catch (error) {
      if (!form.showServerIssues(error)) setFailure(error);
    }
  });

  const people = new Map<string, string>(assignees.map((admin) => [admin.id, admin.email]));
  if (lead.assigneeId) people.set(lead.assigneeId, lead.assigneeEmail ?? lead.assigneeId);
  people.delete(me.id);
  const assigneeOptions = [
    {
      value: me.id,
      label: intl.formatMessage({ id: 'admin.leads.followUp.me' }, { email: me.email }),
    },
    ...[...people].map(([id, email]) => ({ value: id, label: email })),
  ];

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormSelectField
        control={form.control}
        name="status"
        labelId="admin.leads.followUp.status"
        options={[
          {
            value: '',
            label: intl.formatMessage(
              { id: 'admin.leads.followUp.keepStatus' },
              { status: statusLabel(intl, lead.status) },
            ),
          },
          ...LEAD_TRANSITIONS[lead.status].map((status) => ({
            value: status,
            label: statusLabel(intl, status),
          })),
        ]}
      />
      <FormSelectField
        control={form.control}
        name="assigneeId"
        labelId="admin.leads.followUp.assignee"
        options={[
          { value: '', label: intl.formatMessage({ id: 'admin.leads.nobody' }) },
          ...assigneeOptions,
        ]}
      />
      <FormTextField
        control={form.control}
        name="note"
        labelId="admin.leads.followUp.note"
        multiline
      />
      {failure !== null && (
        <div role="alert" className="text-sm text-red-800 dark:text-red-200">
          <p>{leadErrorText(intl, failure)}</p>
          {isStale(failure) && (
            <button
              type="button"
              onClick={onReload}
              className="mt-2 font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
            >
              <FormattedMessage id="admin.leads.reload" />
            </button>
          )}
        </div>
      )}
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-60"
      >
        <FormattedMessage id="admin.leads.followUp.save" />
      </button>
    </form>
  );
}

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type CannedReply,
  cannedReplyInputSchema,
} from '../../../../../shared/conversations/advisor-desk';
import { SUPPORTED_LANGUAGES } from '../../../../../shared/i18n/languages';
import { type RemoteData } from '../../../lib/use-remote-data';
import { languageName } from '../../../lib/display-names';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { FormSelectField } from '../forms/form-select-field';
import { FormTextField } from '../forms/form-text-field';
import { useAdminForm } from '../forms/use-admin-form';
import { conversationErrorText, msg } from './conversation-labels';
import { deleteCannedReply, saveCannedReply } from './conversations-api';

interface CannedRepliesManagerProps {
  state: RemoteData<CannedReply[]>;
  onChanged: () => void;
}

function CannedReplyForm({
  reply,
  onDone,
}: {
  reply: CannedReply | undefined;
  onDone: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAdminForm(cannedReplyInputSchema, {
    language: reply?.language ?? 'en',
    title: reply?.title ?? '',
    text: reply?.text ?? '',
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveCannedReply(values, reply?.id);
      onDone(true);
    } catch (error) {
      if (!form.showServerIssues(error)) setFailure(conversationErrorText(intl, error));
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={msg(intl, 'admin.conversations.canned.form')}
      className="mt-3 space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
    >
      <FormSelectField
        control={form.control}
        name="language"
        labelId="admin.conversations.canned.language"
        options={SUPPORTED_LANGUAGES.map((code) => ({
          value: code,
          label: languageName(code, intl.locale),
        }))}
      />
      <FormTextField
        control={form.control}
        name="title"
        labelId="admin.conversations.canned.title"
      />
      <FormTextField
        control={form.control}
        name="text"
        labelId="admin.conversations.canned.text"
        multiline
      />
      {failure && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="rounded-md bg-indigo-700 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-800"
        >
          <FormattedMessage id="admin.conversations.canned.save" />
        </button>
        <button
          type="button"
          onClick={() => onDone(false)}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
        >
          <FormattedMessage id="admin.conversations.canned.cancel" />
        </button>
      </div>
    </form>
  );
}

/** The canned replies per language, which admins write here and advisors pick in the reply box. */
export function CannedRepliesManager({ state, onChanged }: CannedRepliesManagerProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);

  const remove = async () => {
    if (!deleting) return;
    await deleteCannedReply(deleting.id);
    setDeleting(null);
    onChanged();
  };

  return (
    <section aria-labelledby="canned-replies-title" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="canned-replies-title"
          className="text-xl font-semibold text-slate-900 dark:text-slate-100"
        >
          <FormattedMessage id="admin.conversations.canned.heading" />
        </h2>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium dark:border-slate-600"
        >
          <FormattedMessage id="admin.conversations.canned.add" />
        </button>
      </div>
      {editing && (
        <CannedReplyForm
          key={editing === 'new' ? 'new' : editing.id}
          reply={editing === 'new' ? undefined : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) onChanged();
          }}
        />
      )}
      {state.status === 'loading' && (
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.conversations.loading" />
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {conversationErrorText(intl, state.error)}
        </p>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.conversations.canned.empty" />
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {state.data.map((reply) => (
            <li key={reply.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-slate-100">
                  {reply.title}{' '}
                  <span className="text-xs text-slate-700 dark:text-slate-300">
                    ({languageName(reply.language, intl.locale)})
                  </span>
                </p>
                <p dir="auto" className="text-sm break-words text-slate-700 dark:text-slate-300">
                  {reply.text}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(reply)}
                  aria-label={msg(intl, 'admin.conversations.canned.editNamed', {
                    title: reply.title,
                  })}
                  className="text-sm text-indigo-700 underline dark:text-indigo-300"
                >
                  <FormattedMessage id="admin.conversations.canned.edit" />
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(reply)}
                  aria-label={msg(intl, 'admin.conversations.canned.deleteNamed', {
                    title: reply.title,
                  })}
                  className="text-sm text-red-800 underline dark:text-red-300"
                >
                  <FormattedMessage id="admin.conversations.canned.delete" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={msg(intl, 'admin.conversations.canned.deleteTitle')}
        body={deleting?.title ?? ''}
        confirmLabel={msg(intl, 'admin.conversations.canned.delete')}
        destructive
        errorText={(error) => conversationErrorText(intl, error)}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

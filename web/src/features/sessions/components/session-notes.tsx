import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type SessionView,
  sessionNotesSchema,
} from '../../../../../shared/sessions/session-booking';
import { saveSessionNotes } from '../../../data/sessions-api';
import { sessionErrorText } from '../session-error-text';

interface SessionNotesProps {
  session: SessionView;
  editable: boolean;
  onSaved(session: SessionView): void;
}

/** The student's notes for the advisor, shown, and edited in place while the session is ahead. */
export function SessionNotes({ session, editable, onSaved }: SessionNotesProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const fieldId = `session-notes-${session.id}`;

  const save = async () => {
    if (draft === undefined) return;
    if (!sessionNotesSchema.safeParse({ notes: draft }).success) {
      setProblem(intl.formatMessage({ id: 'sessions.error.tooLong' }));
      return;
    }
    setSaving(true);
    try {
      onSaved(await saveSessionNotes(session.id, draft));
      setDraft(undefined);
      setProblem(undefined);
    } catch (error) {
      setProblem(sessionErrorText(intl, error));
    } finally {
      setSaving(false);
    }
  };

  if (draft === undefined) {
    return (
      <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {session.notes && <p className="whitespace-pre-wrap">{session.notes}</p>}
        {editable && (
          <button
            type="button"
            onClick={() => setDraft(session.notes)}
            className="mt-1 font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            <FormattedMessage id={session.notes ? 'sessions.notes.edit' : 'sessions.notes.add'} />
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="mt-2 space-y-2 text-sm">
      <label htmlFor={fieldId} className="block font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="sessions.book.notes" />
      </label>
      <textarea
        id={fieldId}
        rows={3}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-invalid={!!problem}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      />
      {problem && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="button"
          disabled={saving}
          onClick={() => void save()}
          className="rounded-md bg-indigo-600 px-3 py-1.5 font-semibold text-white disabled:opacity-60"
        >
          <FormattedMessage id="sessions.notes.save" />
        </button>
        <button
          type="button"
          onClick={() => setDraft(undefined)}
          className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 dark:border-slate-600 dark:text-slate-100"
        >
          <FormattedMessage id="sessions.notes.discard" />
        </button>
      </div>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONVERSATION_MESSAGE_MAX_LENGTH } from '../../../../../shared/conversations/conversation';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { showToast } from '../../../components/toast-store';
import { type ChosenFile } from '../../../lib/attachment-files';
import type { SendOutcome } from '../../../sync/message-sync';

interface ComposeBoxProps {
  /** Sends the text and files; rejects (or answers `refused`) when it could not be sent. */
  onSend: (text: string, files: ChosenFile[]) => Promise<SendOutcome>;
  labelId: 'messages.compose.label' | 'messages.start.label';
  submitId: 'messages.compose.send' | 'messages.start.submit';
  disabled?: boolean;
}

type Problem = 'required' | 'tooLong' | null;

function problemOf(text: string, files: ChosenFile[]): Problem {
  const trimmed = text.trim();
  if (!trimmed && files.length === 0) return 'required';
  return trimmed.length > CONVERSATION_MESSAGE_MAX_LENGTH ? 'tooLong' : null;
}

/**
 * The message box: words (at most CONVERSATION_MESSAGE_MAX_LENGTH characters) or files or both,
 * checked before sending; spec §8's 'Message sent!' or 'Error sending message.' after it, and a
 * message written offline (files included) said to wait on this device.
 */
export function ComposeBox({ onSend, labelId, submitId, disabled }: ComposeBoxProps) {
  const intl = useIntl();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  const failed = () =>
    showToast({ title: intl.formatMessage({ id: 'messages.sendError' }), variant: 'destructive' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(text, files);
    setProblem(found);
    if (found || busy) return;
    setBusy(true);
    try {
      const outcome = await onSend(text, files);
      if (outcome === 'refused') {
        failed();
        return;
      }
      setText('');
      setFiles([]);
      showToast({
        title: intl.formatMessage({ id: outcome === 'sent' ? 'messages.sent' : 'messages.saved' }),
        ...(outcome === 'waiting' && {
          description: intl.formatMessage({ id: 'messages.savedDetail' }),
        }),
      });
    } catch (error) {
      console.warn('[messages] not sent', error);
      failed();
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${fieldId}-error`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
      <label
        htmlFor={fieldId}
        className="block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        <FormattedMessage id={labelId} />
      </label>
      <textarea
        id={fieldId}
        dir="auto"
        rows={3}
        value={text}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(problemOf(event.target.value, files));
        }}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      {problem && (
        <p id={errorId} className="text-sm text-red-800 dark:text-red-300">
          <FormattedMessage
            id={`messages.compose.${problem}`}
            values={{ max: CONVERSATION_MESSAGE_MAX_LENGTH }}
          />
        </p>
      )}
      <AttachmentPicker
        chosen={files}
        disabled={disabled || busy}
        onChange={(chosen) => {
          setFiles(chosen);
          if (problem) setProblem(problemOf(text, chosen));
        }}
      />
      <button
        type="submit"
        disabled={disabled || busy}
        className="rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <FormattedMessage id={submitId} />
      </button>
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ATTACHMENT_MESSAGE_VALUES } from '../../../../../shared/conversations/attachments';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { attachmentRefusalIn } from '../../../data/attachment-upload';
import { type ChosenFile } from '../../../lib/attachment-files';

interface ChatComposeProps {
  /** Sends words (kept on the device when offline); failures are the panel's to show. */
  onSend: (text: string) => void;
  /** Uploads the files and sends them with the words; rejects when they could not go. */
  onSendFiles: (
    text: string,
    files: ChosenFile[],
    onProgress: (fileId: string, fraction: number) => void,
  ) => Promise<void>;
  /** Files can go: online, in a conversation the API knows. */
  filesAllowed: boolean;
}

/**
 * The widget's message box: a question, and files for the advisor (the same checks as every
 * upload, progress while they go). Words typed offline are kept on the device; files need the
 * network, and the box says so instead of losing them.
 */
export function ChatCompose({ onSend, onSendFiles, filesAllowed }: ChatComposeProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function sendFiles(text: string) {
    setSending(true);
    setProblem(null);
    try {
      await onSendFiles(text, files, (fileId, fraction) =>
        setProgress((known) => ({ ...known, [fileId]: fraction })),
      );
      setDraft('');
      setFiles([]);
    } catch (error) {
      const refusal = attachmentRefusalIn(error);
      setProblem(
        intl.formatMessage(
          { id: refusal ? `attachments.error.${refusal}` : 'attachments.error.uploadFailed' },
          ATTACHMENT_MESSAGE_VALUES,
        ),
      );
    } finally {
      setProgress({});
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (sending) return;
    if (files.length > 0) {
      if (!filesAllowed) {
        setProblem(intl.formatMessage({ id: 'assistant.widget.filesOffline' }));
        return;
      }
      void sendFiles(text);
      return;
    }
    if (!text) return;
    setDraft('');
    onSend(text);
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <AttachmentPicker
        chosen={files}
        disabled={sending}
        progress={progress}
        onChange={(chosen) => {
          setFiles(chosen);
          setProblem(null);
        }}
      />
      <div className="flex gap-2">
        <label htmlFor="assistant-input" className="sr-only">
          {intl.formatMessage({ id: 'assistant.widget.input' })}
        </label>
        <input
          id="assistant-input"
          dir="auto"
          className="min-w-0 flex-1 rounded border border-slate-400 bg-white px-2 py-1 dark:bg-slate-800"
          value={draft}
          maxLength={2000}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded bg-blue-700 px-3 py-1 font-semibold text-white disabled:opacity-60"
        >
          {intl.formatMessage({ id: 'assistant.widget.send' })}
        </button>
      </div>
    </form>
  );
}

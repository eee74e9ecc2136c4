import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CannedReply } from '../../../../../shared/conversations/advisor-desk';
import { ATTACHMENT_MESSAGE_VALUES } from '../../../../../shared/conversations/attachments';
import { advisorMessageSchema } from '../../../../../shared/conversations/conversation';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { attachmentRefusalIn, uploadAttachment } from '../../../data/attachment-upload';
import { type ChosenFile } from '../../../lib/attachment-files';
import { conversationErrorText, msg } from './conversation-labels';
import { conversationPath, sendReply } from './conversations-api';

interface ReplyFormProps {
  id: string;
  replies: readonly CannedReply[];
  busy: boolean;
  /** Runs the send as the panel runs its actions (busy state, failure text, reload). */
  act: (action: () => Promise<unknown>) => Promise<void>;
}

const PRIMARY =
  'rounded-md bg-indigo-700 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-800 disabled:opacity-60';

/**
 * The advisor's reply: words, a canned reply in the conversation's language, files, or both. The
 * files are uploaded first (with their progress), each under a client id kept until the reply is
 * sent, so trying again uploads nothing twice; then the reply names them.
 */
export function ReplyForm({ id, replies, busy, act }: ReplyFormProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [uploadError, setUploadError] = useState<string | null>(null);

  /** Uploads one file; false (with the reason shown) when it was not stored. */
  const upload = async (chosen: ChosenFile): Promise<boolean> => {
    try {
      await uploadAttachment({
        conversationPath: conversationPath(id),
        attachmentId: chosen.id,
        file: chosen.file,
        name: chosen.file.name,
        onProgress: (fraction) => setProgress((now) => ({ ...now, [chosen.id]: fraction })),
      });
      return true;
    } catch (error) {
      const refusal = attachmentRefusalIn(error);
      setUploadError(
        refusal
          ? intl.formatMessage(
              { id: 'attachments.refused' },
              {
                name: chosen.file.name,
                reason: intl.formatMessage(
                  { id: `attachments.error.${refusal}` },
                  ATTACHMENT_MESSAGE_VALUES,
                ),
              },
            )
          : conversationErrorText(intl, error),
      );
      return false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = advisorMessageSchema.safeParse({
      clientId,
      text,
      attachments: files.map((file) => file.id),
    });
    if (!parsed.success) {
      setTextError(msg(intl, 'admin.conversations.reply.required'));
      return;
    }
    setTextError(null);
    setUploadError(null);
    void act(async () => {
      for (const file of files) if (!(await upload(file))) return;
      await sendReply(id, parsed.data.clientId, parsed.data.text, parsed.data.attachments);
      setText('');
      setFiles([]);
      setProgress({});
      setClientId(crypto.randomUUID());
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-2">
      {replies.length > 0 && (
        <label className="block text-sm text-slate-800 dark:text-slate-200">
          <span className="block">
            <FormattedMessage id="admin.conversations.canned.use" />
          </span>
          <select
            value=""
            onChange={(event) => {
              const chosen = replies.find((reply) => reply.id === event.target.value);
              if (chosen) setText(chosen.text);
            }}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-2 dark:border-slate-600 dark:bg-slate-900"
          >
            <option value="">{msg(intl, 'admin.conversations.canned.choose')}</option>
            {replies.map((reply) => (
              <option key={reply.id} value={reply.id}>
                {reply.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="block text-sm text-slate-800 dark:text-slate-200">
        <span className="block">
          <FormattedMessage id="admin.conversations.reply.label" />
        </span>
        <textarea
          value={text}
          dir="auto"
          rows={3}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? 'conversation-reply-error' : undefined}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-2 dark:border-slate-600 dark:bg-slate-900"
        />
      </label>
      {textError && (
        <p id="conversation-reply-error" className="text-sm text-red-800 dark:text-red-200">
          {textError}
        </p>
      )}
      <AttachmentPicker chosen={files} onChange={setFiles} disabled={busy} progress={progress} />
      {uploadError && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {uploadError}
        </p>
      )}
      <button type="submit" className={PRIMARY} disabled={busy}>
        <FormattedMessage id="admin.conversations.reply.send" />
      </button>
    </form>
  );
}

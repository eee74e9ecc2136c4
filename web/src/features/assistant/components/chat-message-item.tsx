import { useIntl } from 'react-intl';
import { type ConversationMessage } from '../../../../../shared/conversations/conversation';
import { AssistantReplyView } from './assistant-reply-view';

const SIDE_STYLE = {
  user: 'ms-auto bg-blue-700 text-white',
  assistant: 'me-auto bg-slate-100 dark:bg-slate-700',
  advisor: 'me-auto bg-emerald-50 border border-emerald-700 dark:bg-slate-700',
} as const;

const SIDE_LABEL = {
  user: 'assistant.widget.you',
  assistant: 'assistant.widget.title',
  advisor: 'assistant.widget.advisor',
} as const;

/**
 * One message of the thread, with who wrote it said in words for screen readers too; `note` says
 * how it stands when it is not the server's yet (answered or kept offline).
 */
export function ChatMessageItem({
  message,
  onChoose,
  note,
}: {
  message: Pick<ConversationMessage, 'side' | 'text' | 'reply' | 'notice'>;
  onChoose: (choiceId: string, text: string) => void;
  note?: string;
}) {
  const { formatMessage } = useIntl();
  return (
    <li className={`max-w-[85%] rounded-lg px-3 py-2 ${SIDE_STYLE[message.side]}`}>
      <p className="text-xs font-semibold">{formatMessage({ id: SIDE_LABEL[message.side] })}</p>
      {message.reply ? (
        <AssistantReplyView reply={message.reply} onChoose={onChoose} />
      ) : (
        <p className="whitespace-pre-line">{message.text}</p>
      )}
      {message.notice && (
        <p className="mt-2">
          {formatMessage({ id: message.notice.key as never }, message.notice.values)}
        </p>
      )}
      {note && <p className="mt-1 text-xs italic">{note}</p>}
    </li>
  );
}

import { useIntl } from 'react-intl';
import {
  CONVERSATION_PATHS,
  type ConversationMessage,
} from '../../../../../shared/conversations/conversation';
import { AttachmentLinks } from '../../../components/attachments/attachment-links';
import { type VisitorSession } from '../../../data/conversation-client';
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
 * One message of the thread, with who wrote it said in words for screen readers too, and its
 * files, saved through the visitor's conversation; `note` says how it stands when it is not the
 * server's yet (answered or kept offline).
 */
export function ChatMessageItem({
  message,
  onChoose,
  note,
  visitor,
}: {
  message: Pick<ConversationMessage, 'side' | 'text' | 'reply' | 'notice' | 'attachments'>;
  onChoose: (choiceId: string, text: string) => void;
  note?: string;
  visitor?: VisitorSession;
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
      {visitor && message.attachments && message.attachments.length > 0 && (
        // On a light ground of its own: the visitor's bubble is blue.
        <div className="mt-2 rounded bg-white px-2 pb-1 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
          <AttachmentLinks
            refs={message.attachments}
            conversationPath={`${CONVERSATION_PATHS.visitor}/${visitor.id}`}
            token={visitor.token}
          />
        </div>
      )}
      {note && <p className="mt-1 text-xs italic">{note}</p>}
    </li>
  );
}

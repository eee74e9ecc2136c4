import { FormattedMessage } from 'react-intl';
import type { WaitingMessageView } from '../../../sync/message-cache';
import { WaitingFiles } from './waiting-files';

interface WaitingItemProps {
  message: WaitingMessageView;
  onDiscard: (clientId: string) => void;
}

/**
 * A message of the student's the server has not stored yet: waiting for the network, or refused
 * (then it is not sent again, and the student may discard it).
 */
export function WaitingItem({ message, onDiscard }: WaitingItemProps) {
  return (
    <li className="ms-auto max-w-[85%] rounded-lg border border-dashed border-indigo-300 bg-white p-3 dark:border-indigo-700 dark:bg-slate-900">
      <p
        className={`text-xs font-semibold ${
          message.refused ? 'text-red-800 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'
        }`}
      >
        <FormattedMessage id="messages.side.user" /> ·{' '}
        <FormattedMessage id={message.refused ? 'messages.refused' : 'messages.waiting'} />
      </p>
      {message.text && (
        <p
          dir="auto"
          className="mt-1 break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100"
        >
          {message.text}
        </p>
      )}
      {message.files.length > 0 && <WaitingFiles files={message.files} />}
      {message.refused && (
        <button
          type="button"
          onClick={() => onDiscard(message.clientId)}
          className="mt-2 text-sm font-medium text-red-800 underline dark:text-red-300"
        >
          <FormattedMessage id="messages.discard" />
        </button>
      )}
    </li>
  );
}

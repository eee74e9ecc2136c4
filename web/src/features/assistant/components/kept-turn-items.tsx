import { useIntl } from 'react-intl';
import { type KeptTurn } from '../../../data/visitor-offline-chat';
import { ChatMessageItem } from './chat-message-item';

/**
 * What the visitor wrote offline, marked as waiting to be sent, each with the answer the engine
 * gave on this device, marked as given offline (a hand-off says it goes out once back online).
 */
export function KeptTurnItems({
  turns,
  onChoose,
}: {
  turns: readonly KeptTurn[];
  onChoose: (choiceId: string, text: string) => void;
}) {
  const { formatMessage } = useIntl();
  return turns.flatMap((turn) => {
    const items = [
      <ChatMessageItem
        key={turn.clientId}
        message={{ side: 'user', text: turn.text }}
        onChoose={onChoose}
        note={formatMessage({ id: 'assistant.offline.queued' })}
      />,
    ];
    if (turn.reply) {
      const note =
        turn.reply.kind === 'handoff' ? 'assistant.offline.handoff' : 'assistant.offline.answered';
      items.push(
        <ChatMessageItem
          key={`${turn.clientId}-reply`}
          message={{ side: 'assistant', text: '', reply: turn.reply }}
          onChoose={onChoose}
          note={formatMessage({ id: note })}
        />,
      );
    }
    return items;
  });
}

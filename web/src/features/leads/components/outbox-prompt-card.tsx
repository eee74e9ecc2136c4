import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type OutboxItem } from '../../../data/outbox-db';
import { type MessageId } from '../../../i18n/messages';

const TONES = {
  attention: {
    card: 'border-amber-300 dark:border-amber-800 bg-amber-50 dark:bg-amber-950',
    text: 'text-amber-950 dark:text-amber-50',
  },
  neutral: {
    card: 'border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900',
    text: 'text-slate-800 dark:text-slate-200',
  },
};

interface OutboxPromptCardProps {
  item: OutboxItem;
  /** The card's text; `{kind}` names the item's form. */
  messageId: MessageId;
  tone: keyof typeof TONES;
  testId: string;
  /** What the visitor can do about the item. */
  children: ReactNode;
}

/** A card beside the outbox indicator about one waiting submission that needs the visitor. */
export function OutboxPromptCard({
  item,
  messageId,
  tone,
  testId,
  children,
}: OutboxPromptCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={`w-80 max-w-full space-y-2 rounded-lg border p-4 text-sm shadow-xl ${TONES[tone].card}`}
    >
      <p id={id} className={`font-medium ${TONES[tone].text}`}>
        <FormattedMessage
          id={messageId}
          values={{
            kind: (
              <strong key="kind">
                <FormattedMessage id={`leads.outbox.kind.${item.kind}`} />
              </strong>
            ),
          }}
        />
      </p>
      {children}
    </section>
  );
}

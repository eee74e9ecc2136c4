import { FormattedMessage } from 'react-intl';
import { type OutboxItem } from '../../../data/outbox-db';
import { OutboxPromptCard } from './outbox-prompt-card';

interface OutboxFixPromptProps {
  item: OutboxItem;
  onFix(): void;
}

/**
 * A submission the server refused (a 4xx about its content) stays in the outbox: this card says
 * so wherever the visitor is, and opens the form again with what they typed.
 */
export function OutboxFixPrompt({ item, onFix }: OutboxFixPromptProps) {
  return (
    <OutboxPromptCard
      item={item}
      messageId="leads.outbox.fixPrompt"
      tone="attention"
      testId="outbox-fix"
    >
      <button
        type="button"
        onClick={onFix}
        className="rounded-md bg-indigo-600 px-3 py-1.5 font-semibold text-white hover:bg-indigo-700"
      >
        <FormattedMessage id="leads.outbox.fix" />
      </button>
    </OutboxPromptCard>
  );
}

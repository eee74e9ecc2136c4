import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type OutboxItem } from '../../../data/outbox-db';

interface OutboxFixPromptProps {
  item: OutboxItem;
  onFix(): void;
}

/**
 * A submission the server refused (a 4xx about its content) stays in the outbox: this card says
 * so wherever the visitor is, and opens the form again with what they typed.
 */
export function OutboxFixPrompt({ item, onFix }: OutboxFixPromptProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid="outbox-fix"
      className="w-80 max-w-full space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm shadow-xl"
    >
      <p id={id} className="font-medium text-amber-950">
        <FormattedMessage
          id="leads.outbox.fixPrompt"
          values={{
            kind: (
              <strong key="kind">
                <FormattedMessage id={`leads.outbox.kind.${item.kind}`} />
              </strong>
            ),
          }}
        />
      </p>
      <button
        type="button"
        onClick={onFix}
        className="rounded-md bg-indigo-600 px-3 py-1.5 font-semibold text-white hover:bg-indigo-700"
      >
        <FormattedMessage id="leads.outbox.fix" />
      </button>
    </section>
  );
}

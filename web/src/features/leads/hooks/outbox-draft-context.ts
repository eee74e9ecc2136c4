import { createContext, useContext } from 'react';
import { type OutboxItem } from '../../../data/outbox-db';

/**
 * An outbox item the server refused, opened in its form so the visitor can fix and resend it:
 * the form starts from the item's values and the server's messages, and sends through the item.
 */
export interface OutboxDraft {
  item: OutboxItem;
  /** Closes the form's dialog (once sent, instead of starting another submission). */
  close(): void;
}

export const OutboxDraftContext = createContext<OutboxDraft | undefined>(undefined);

export function useOutboxDraft(): OutboxDraft | undefined {
  return useContext(OutboxDraftContext);
}

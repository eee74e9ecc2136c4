import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { dismissOutboxItem, flushOutbox } from '../../../data/outbox';
import { outboxDb, PENDING_STATUSES } from '../../../data/outbox-db';
import { OutboxCheckPrompt } from './outbox-check-prompt';

const FLUSH_INTERVAL_MS = 15_000;

/**
 * How many submissions wait to be sent, with "send now", the references of those delivered since,
 * and the refused ones to discard. Also the page's share of the outbox flush (DESIGN.md decision 4):
 * on start, on `online`, and on a timer that respects each item's backoff.
 */
export function OutboxIndicator() {
  const items = useLiveQuery(() => outboxDb.items.orderBy('createdAt').toArray(), []);

  useEffect(() => {
    const flush = () => void flushOutbox();
    flush();
    window.addEventListener('online', flush);
    const timer = setInterval(() => navigator.onLine && flush(), FLUSH_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, []);

  if (!items || items.length === 0) return null;
  const waiting = items.filter((item) => PENDING_STATUSES.includes(item.status)).length;
  const needingCheck = items.find((item) => item.status === 'needsCheck');
  return (
    <>
      {needingCheck && <OutboxCheckPrompt key={needingCheck.key} item={needingCheck} />}
      <Popover className="fixed start-4 bottom-4 z-40">
        <PopoverButton
          data-testid="outbox-indicator"
          className="rounded-full bg-amber-500 px-4 py-2 text-sm font-semibold text-white shadow-lg"
        >
          <FormattedMessage id="leads.outbox.count" values={{ count: waiting }} />
        </PopoverButton>
        <PopoverPanel
          anchor="top start"
          className="z-50 w-80 space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-xl"
        >
          {waiting > 0 && (
            <button
              type="button"
              onClick={() => void flushOutbox({ force: true })}
              className="rounded-md bg-indigo-600 px-3 py-1.5 font-semibold text-white"
            >
              <FormattedMessage id="leads.outbox.sendNow" />
            </button>
          )}
          <ul className="space-y-2">
            {items.map((item) => (
              <li
                key={item.key}
                data-testid="outbox-item"
                className="flex items-start justify-between gap-2"
              >
                <span>
                  <FormattedMessage id={`leads.outbox.kind.${item.kind}`} />
                  {' · '}
                  {item.status === 'delivered' ? (
                    <strong dir="ltr" className="font-mono" data-testid="outbox-reference">
                      {item.referenceId}
                    </strong>
                  ) : (
                    <FormattedMessage id={`leads.outbox.status.${item.status}`} />
                  )}
                </span>
                {!PENDING_STATUSES.includes(item.status) && (
                  <button
                    type="button"
                    onClick={() => void dismissOutboxItem(item.key)}
                    className="underline"
                  >
                    <FormattedMessage
                      id={
                        item.status === 'rejected' ? 'leads.outbox.discard' : 'leads.outbox.dismiss'
                      }
                    />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </PopoverPanel>
      </Popover>
    </>
  );
}

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { flushOutbox } from '../../../data/outbox';
import { outboxDb, type OutboxItem } from '../../../data/outbox-db';
import { isPending } from '../../../data/outbox-state';
import { useOutboxClearance } from '../hooks/use-outbox-clearance';
import { useOutboxFlush } from '../hooks/use-outbox-flush';
import { useOutboxNewsToasts } from '../hooks/use-outbox-news-toasts';
import { OutboxCheckPrompt } from './outbox-check-prompt';
import { OutboxFixPrompt } from './outbox-fix-prompt';
import { OutboxItemRow } from './outbox-item-row';

// The forms it opens load only when a refused item is fixed.
const OutboxFixDialog = lazy(async () => ({
  default: (await import('./outbox-fix-dialog')).OutboxFixDialog,
}));

/**
 * The outbox at the corner of every public page: how many submissions wait, "send now", the
 * references of those delivered since, a card for an item that needs a reCAPTCHA tick and one
 * for an item the server refused, whose form it opens again. It also runs the page's flush.
 */
export function OutboxIndicator() {
  const all = useLiveQuery(() => outboxDb.items.orderBy('createdAt').toArray(), []);
  // A submission on its first try from its form is the form's to show (claimed as it was saved):
  // it joins the list only if it has to wait, so an ordinary send does not flash the indicator.
  const items = useMemo(
    () =>
      all?.filter(
        (item) => !(item.state.status === 'sending' && item.state.since === item.createdAt),
      ),
    [all],
  );
  // The item as it was when opened: the dialog stays while the item is sent and delivered.
  const [fixing, setFixing] = useState<OutboxItem>();
  const closeFix = useCallback(() => setFixing(undefined), []);
  useOutboxFlush(all);
  useOutboxNewsToasts(items);
  const [corner, setCorner] = useState<HTMLDivElement | null>(null);
  const clearance = useOutboxClearance(corner);

  const waiting = (items ?? []).filter((item) => isPending(item.state)).length;
  const delivered = (items ?? []).filter((item) => item.state.status === 'delivered').length;
  // Nothing waits: the pill points to what was sent and its references, not to "0 waiting".
  const showsSent = waiting === 0 && delivered > 0;
  const needingCheck = items?.find((item) => item.state.status === 'needs-check');
  const needingFix = items?.find((item) => item.state.status === 'needs-fix');
  return (
    <>
      {items && items.length > 0 && (
        <div
          ref={setCorner}
          className="fixed start-4 bottom-4 z-40 flex max-w-[calc(100vw-2rem)] flex-col items-start gap-2"
        >
          {needingCheck && <OutboxCheckPrompt key={needingCheck.key} item={needingCheck} />}
          {needingFix && !fixing && (
            <OutboxFixPrompt item={needingFix} onFix={() => setFixing(needingFix)} />
          )}
          <Popover>
            <PopoverButton
              data-testid="outbox-indicator"
              className={`rounded-full px-4 py-2 text-sm font-semibold text-white shadow-lg ${
                showsSent ? 'bg-emerald-700' : 'bg-amber-700'
              }`}
            >
              {showsSent ? (
                <FormattedMessage id="leads.outbox.sentCount" values={{ count: delivered }} />
              ) : (
                <FormattedMessage id="leads.outbox.count" values={{ count: waiting }} />
              )}
            </PopoverButton>
            <PopoverPanel
              anchor="top start"
              className="z-50 w-80 max-w-[calc(100vw-2rem)] space-y-3 rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 text-sm shadow-xl"
            >
              {waiting > 0 && (
                <button
                  type="button"
                  onClick={() => void flushOutbox('reconnected')}
                  className="rounded-md bg-indigo-600 px-3 py-1.5 font-semibold text-white"
                >
                  <FormattedMessage id="leads.outbox.sendNow" />
                </button>
              )}
              <ul className="space-y-2">
                {items.map((item) => (
                  <OutboxItemRow key={item.key} item={item} onFix={() => setFixing(item)} />
                ))}
              </ul>
            </PopoverPanel>
          </Popover>
        </div>
      )}
      {/* Room at the page's end, so its last buttons can be scrolled out from under the corner. */}
      {clearance > 0 && <div aria-hidden="true" style={{ height: clearance }} />}
      {fixing && (
        <Suspense fallback={null}>
          <OutboxFixDialog item={fixing} onClose={closeFix} />
        </Suspense>
      )}
    </>
  );
}

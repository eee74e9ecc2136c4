import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { messageIdOf } from '../../features/leads/refusal-messages';
import { useSyncStatus } from '../use-sync-status';
import { SyncRefusalRow } from './sync-refusal-row';

const STATE_STYLES = {
  starting: 'text-slate-700 hover:bg-slate-100',
  failed: 'text-red-800 hover:bg-red-50',
  synced: 'text-emerald-800 hover:bg-emerald-50',
  waiting: 'text-amber-900 hover:bg-amber-50',
  offline: 'text-slate-700 hover:bg-slate-100',
  refused: 'text-red-800 hover:bg-red-50',
} as const;

const SIGNS = {
  starting: '○',
  failed: '●',
  synced: '✓',
  waiting: '●',
  offline: '○',
  refused: '●',
} as const;

/**
 * The dashboard header's sync line: "Synced", "N changes waiting" or offline, and "N not saved"
 * when the server refused changes; its panel lists each refused change with the server's reason,
 * Retry and Discard, and tells what happened at the last conflict with another device.
 */
export function SyncStatusIndicator() {
  const intl = useIntl();
  const { state, pending, refusals, lastConflict } = useSyncStatus();
  const shown = refusals.length > 0 ? 'refused' : state;
  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="sync-status"
        className={`inline-flex items-center gap-1.5 rounded-md px-1.5 py-2 sm:px-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${STATE_STYLES[shown]}`}
      >
        <span aria-hidden="true">{SIGNS[shown]}</span>
        {/* On a phone the header has room for the sign only; the words stay for screen readers. */}
        <span className="max-sm:sr-only">
          {shown === 'refused' ? (
            <FormattedMessage id="sync.status.refused" values={{ count: refusals.length }} />
          ) : (
            <FormattedMessage id={`sync.status.${state}`} values={{ count: pending }} />
          )}
        </span>
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-50 w-80 max-w-[calc(100vw-2rem)] space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-xl"
      >
        <p className="text-slate-700">
          <FormattedMessage id={`sync.panel.${state}`} values={{ count: pending }} />
        </p>
        {refusals.length > 0 && (
          <ul className="space-y-3">
            {refusals.map((refusal) => (
              <SyncRefusalRow
                key={refusal.id}
                refusal={refusal}
                reason={intl.formatMessage({ id: messageIdOf(refusal.message) })}
              />
            ))}
          </ul>
        )}
        {lastConflict && (
          <p className="rounded-md bg-indigo-50 p-2 text-indigo-900">
            <FormattedMessage id={`sync.conflict.${lastConflict.outcome}`} />
          </p>
        )}
      </PopoverPanel>
    </Popover>
  );
}

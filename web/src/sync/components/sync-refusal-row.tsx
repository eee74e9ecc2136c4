import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type SyncRefusalItem } from '../use-sync-status';

const ACTION =
  'rounded-md border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60';

/** One change the server refused: what it was, why ("Not saved: …"), Retry and Discard. */
export function SyncRefusalRow({ refusal, reason }: { refusal: SyncRefusalItem; reason: string }) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => console.warn('[sync] the action did not complete', error))
      .finally(() => setBusy(false));
  };
  return (
    <li className="rounded-md border border-red-200 bg-red-50 p-2 text-red-900">
      <p className="font-medium">
        <FormattedMessage
          id={`sync.item.${refusal.syncCollection}`}
          values={{ id: <bdi>{refusal.documentId}</bdi> }}
        />
      </p>
      <p>
        <FormattedMessage
          id={refusal.field ? 'sync.refusal.notSavedField' : 'sync.refusal.notSaved'}
          values={{ reason, field: <bdi>{refusal.field}</bdi> }}
        />
      </p>
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => run(refusal.retry)}
          className={`${ACTION} border-red-300 bg-white hover:bg-red-100`}
        >
          <FormattedMessage id="sync.refusal.retry" />
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => run(refusal.discard)}
          className={`${ACTION} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
        >
          <FormattedMessage id="sync.refusal.discard" />
        </button>
      </div>
    </li>
  );
}

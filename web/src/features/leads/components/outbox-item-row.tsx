import { FormattedMessage } from 'react-intl';
import { dismissOutboxItem } from '../../../data/outbox';
import { type OutboxItem } from '../../../data/outbox-db';
import { isPending, type OutboxState } from '../../../data/outbox-state';
import { SiteTime } from '../../../components/site-date';

/** One submission in the outbox list: what it is, where it stands, and what the visitor can do. */
export function OutboxItemRow({ item, onFix }: { item: OutboxItem; onFix(): void }) {
  const { state } = item;
  return (
    <li data-testid="outbox-item" className="flex flex-wrap items-start justify-between gap-2">
      <span>
        <FormattedMessage id={`leads.outbox.kind.${item.kind}`} />
        {' · '}
        {state.status === 'delivered' ? (
          <strong dir="ltr" className="font-mono" data-testid="outbox-reference">
            {state.referenceId}
          </strong>
        ) : (
          <StatusText state={state} />
        )}
      </span>
      <span className="flex gap-3">
        {state.status === 'needs-fix' && (
          <button type="button" onClick={onFix} className="font-medium underline">
            <FormattedMessage id="leads.outbox.fix" />
          </button>
        )}
        {/* Items on their way cannot be dropped by accident; refused ones only deliberately. */}
        {!isPending(state) && (
          <button
            type="button"
            onClick={() => void dismissOutboxItem(item.key)}
            className="underline"
          >
            <FormattedMessage
              id={state.status === 'needs-fix' ? 'leads.outbox.discard' : 'leads.outbox.dismiss'}
            />
          </button>
        )}
      </span>
    </li>
  );
}

function StatusText({ state }: { state: Exclude<OutboxState, { status: 'delivered' }> }) {
  switch (state.status) {
    case 'queued':
      return <FormattedMessage id="leads.outbox.status.queued" />;
    case 'sending':
      return <FormattedMessage id="leads.outbox.status.sending" />;
    case 'waiting-retry':
      return (
        <FormattedMessage
          id="leads.outbox.status.retryAt"
          values={{ time: <SiteTime key="time" value={state.at} seconds /> }}
        />
      );
    case 'needs-check':
      return <FormattedMessage id="leads.outbox.status.needsCheck" />;
    case 'needs-fix':
      return <FormattedMessage id="leads.outbox.status.needsFix" />;
  }
}

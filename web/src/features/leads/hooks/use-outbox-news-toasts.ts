import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../../components/toast-store';
import { type OutboxItem } from '../../../data/outbox-db';
import { lookAt, outboxNews, type OutboxLook } from '../outbox-news';
import { messageIdOf } from '../refusal-messages';

/** First strong isolate … pop: keeps a Latin reference whole inside right-to-left text. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * A toast when a submission that was waiting in the outbox is delivered (with its reference ID)
 * or refused (with the server's reason), wherever the visitor is by then. `items`: those the
 * outbox shows, so a form's own first try, which its panel reports, is never news here.
 */
export function useOutboxNewsToasts(items: OutboxItem[] | undefined) {
  const intl = useIntl();
  const lastLook = useRef<OutboxLook>(undefined);
  useEffect(() => {
    if (!items) return;
    const previous = lastLook.current;
    lastLook.current = lookAt(items);
    if (!previous) return;
    const news = outboxNews(previous, items);
    const kindOf = (item: OutboxItem) =>
      intl.formatMessage({ id: `leads.outbox.kind.${item.kind}` });
    for (const item of news.delivered) {
      if (item.state.status !== 'delivered') continue;
      showToast({
        title: intl.formatMessage({ id: 'leads.toast.deliveredTitle' }, { kind: kindOf(item) }),
        description: intl.formatMessage(
          { id: 'leads.toast.deliveredReference' },
          { referenceId: isolated(item.state.referenceId) },
        ),
      });
    }
    for (const item of news.refused) {
      if (item.state.status !== 'needs-fix') continue;
      showToast({
        title: intl.formatMessage({ id: 'leads.toast.refusedTitle' }, { kind: kindOf(item) }),
        description: intl.formatMessage({ id: messageIdOf(item.state.message) }),
        variant: 'destructive',
      });
    }
  }, [items, intl]);
}

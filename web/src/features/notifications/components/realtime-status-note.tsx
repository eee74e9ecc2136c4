import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';
import {
  realtimeStatus,
  type RealtimeStatus,
  subscribeRealtimeStatus,
} from '../../../sync/realtime-feed';

/** Spec §8's real-time errors, by the connection's state; the other states say nothing. */
const NOTES: Partial<Record<RealtimeStatus, MessageId>> = {
  error: 'notifications.realtime.error',
  retrying: 'notifications.realtime.retrying',
  failed: 'notifications.realtime.failed',
};

/** Tells the user when new notifications cannot arrive live (the list still loads by itself). */
export function RealtimeStatusNote() {
  const status = useSyncExternalStore(subscribeRealtimeStatus, realtimeStatus);
  const note = NOTES[status];
  return (
    <p role="status" className="min-h-5 text-sm text-amber-800 dark:text-amber-300">
      {note && <FormattedMessage id={note} />}
    </p>
  );
}

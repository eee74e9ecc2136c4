import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../components/toast-store';
import { useSyncStatus } from '../use-sync-status';

/** Tells the user, once per conflict, how a disagreement with another device was settled. */
export function SyncConflictToasts() {
  const intl = useIntl();
  const { lastConflict } = useSyncStatus();
  const shownAt = useRef(0);
  useEffect(() => {
    if (!lastConflict || lastConflict.at <= shownAt.current) return;
    shownAt.current = lastConflict.at;
    showToast({
      title: intl.formatMessage({ id: 'sync.conflict.title' }),
      description: intl.formatMessage({ id: `sync.conflict.${lastConflict.outcome}` }),
    });
  }, [intl, lastConflict]);
  return null;
}

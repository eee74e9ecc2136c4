import { useEffect } from 'react';
import { ApiCallError } from '../../../data/api-client';
import { useOnline } from '../../../lib/use-online';
import { claimReferral } from '../api/referral-api';
import { forgetPendingReferral, pendingReferral } from '../pending-referral';

/**
 * Claims the referral link this device was opened with, once an account is signed in and online.
 * The server decides whether it counts (a new account, not its own link, one link per account);
 * any answer settles it, so the code is forgotten. A call that never got an answer (offline, a
 * server error) is tried again at the next opening of the dashboard: a repeat counts once.
 */
export function useClaimPendingReferral(): void {
  const online = useOnline();
  useEffect(() => {
    const code = pendingReferral();
    if (!online || !code) return;
    claimReferral(code).then(forgetPendingReferral, (error: unknown) => {
      const status = error instanceof ApiCallError ? error.statusCode : null;
      const answered = status !== null && status < 500;
      if (answered) forgetPendingReferral();
      else console.warn('[referral] the referral could not be claimed yet', error);
    });
  }, [online]);
}

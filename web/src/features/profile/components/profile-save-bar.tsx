import { FormattedMessage } from 'react-intl';
import { useSyncStatus } from '../../../sync/use-sync-status';
import { type SavePhase } from '../hooks/use-profile-form';

/**
 * The form's save button and what became of the save: kept on this device, and whether it has
 * reached the server yet (the sync engine's state: synced, waiting, or offline).
 */
export function ProfileSaveBar({ phase }: { phase: SavePhase }) {
  const { state, pending } = useSyncStatus();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        className="rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <FormattedMessage id="profile.save" />
      </button>
      <p aria-live="polite" data-testid="profile-save-status" className="text-sm">
        {phase === 'saved' && (
          <span className="text-emerald-800 dark:text-emerald-300">
            <FormattedMessage id="profile.saved" />{' '}
            <FormattedMessage id={`sync.status.${state}`} values={{ count: pending }} />
          </span>
        )}
        {phase === 'failed' && (
          <span role="alert" className="text-red-700 dark:text-red-300">
            <FormattedMessage id="profile.saveFailed" />
          </span>
        )}
      </p>
    </div>
  );
}

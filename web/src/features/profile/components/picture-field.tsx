import { useId, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { leadMessageKey } from '../../../../../shared/leads/lead-messages';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '../../../../../shared/profile/profile-picture';
import { type FieldIssue } from '../../../../../shared/errors/api-error';
import { ApiCallError, callErrorText } from '../../../data/api-client';
import { type MessageId } from '../../../i18n/messages';
import { removeProfilePicture, uploadProfilePicture } from '../api/profile-picture-api';

interface PictureFieldProps {
  picture: string;
  /** Stores the picture's new address ('' when removed) in the synced profile. */
  onSaved(picture: string): Promise<void>;
}

type PictureState =
  | { phase: 'idle' }
  | { phase: 'working' }
  | { phase: 'failed'; messageId?: MessageId; text?: string };

function subscribeOnline(listener: () => void) {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

/** The browser's early check: JPEG, PNG or WebP by its type, within the size limit. */
function problemOf(file: File): MessageId | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'leads.error.invalidFormat';
  if (file.size > PICTURE_MAX_BYTES) return 'leads.error.photoTooLarge';
  return undefined;
}

/**
 * The profile picture: shown, replaced by choosing a file (uploaded at once, then saved in the
 * profile) or removed. Uploading needs the network, so offline the controls say so.
 */
export function PictureField({ picture, onSaved }: PictureFieldProps) {
  const intl = useIntl();
  const id = useId();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [state, setState] = useState<PictureState>({ phase: 'idle' });

  const run = async (task: () => Promise<string>) => {
    setState({ phase: 'working' });
    try {
      await onSaved(await task());
      setState({ phase: 'idle' });
    } catch (error) {
      const issue =
        error instanceof ApiCallError ? (error.details as FieldIssue[])?.[0] : undefined;
      const key = issue?.message ? leadMessageKey(issue.message) : undefined;
      setState(
        key
          ? { phase: 'failed', messageId: `leads.error.${key}` }
          : {
              phase: 'failed',
              text: callErrorText(error, (message) => intl.formatMessage({ id: message })),
            },
      );
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = problemOf(file);
    if (problem) setState({ phase: 'failed', messageId: problem });
    else void run(() => uploadProfilePicture(file));
  };

  const working = state.phase === 'working';
  return (
    <div className="flex flex-wrap items-center gap-4">
      {picture ? (
        <img
          src={picture}
          alt={intl.formatMessage({ id: 'profile.picture.alt' })}
          className="size-20 rounded-full border border-slate-200 object-cover dark:border-slate-700"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-slate-100 text-3xl text-slate-500 dark:bg-slate-800"
        >
          ?
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <label
          htmlFor={id}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          <FormattedMessage id="profile.field.picture" />
        </label>
        <input
          id={id}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          disabled={!online || working}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
          className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 dark:file:bg-slate-800"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          <FormattedMessage id={online ? 'profile.picture.hint' : 'profile.picture.offline'} />
        </p>
        {picture && (
          <button
            type="button"
            disabled={!online || working}
            onClick={() => void run(async () => (await removeProfilePicture(), ''))}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            <FormattedMessage id="profile.picture.remove" />
          </button>
        )}
        <div id={`${id}-status`} aria-live="polite" className="text-sm">
          {working && <FormattedMessage id="profile.picture.uploading" />}
          {state.phase === 'failed' && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {state.messageId ? <FormattedMessage id={state.messageId} /> : state.text}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  API_KEY_GRACE_MINUTES,
  type ApiKeyView,
  type RotateApiKeyInput,
} from '../../../../../shared/api-keys/api-keys';
import { type MessageId } from '../../../i18n/messages';
import { AdminDialog, DIALOG_BUTTON, DialogActions } from '../dialogs/admin-dialog';
import { controlClass } from '../forms/form-field-frame';
import { apiKeyErrorText } from './api-key-error-text';
import { rotateApiKey } from './api-keys-api';
import { IssuedSecret } from './issued-secret';

interface RotateApiKeyDialogProps {
  apiKey: ApiKeyView;
  onClose(): void;
  onRotated(): void;
}

/**
 * Issues a new value for a key at once; the admin chooses how long the current value keeps
 * working, so the partner can switch over. Then shows the new value once.
 */
export function RotateApiKeyDialog({ apiKey, onClose, onRotated }: RotateApiKeyDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [grace, setGrace] = useState<RotateApiKeyInput['graceMinutes']>(1_440);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const rotate = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const issued = await rotateApiKey(apiKey, grace);
      setSecret(issued.secret);
      onRotated();
    } catch (error) {
      setFailure(apiKeyErrorText(intl, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AdminDialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.apiKeys.rotateNamed' }, { name: apiKey.name })}
    >
      {secret ? (
        <IssuedSecret secret={secret} onDone={onClose} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            <FormattedMessage id="admin.apiKeys.rotateBody" />
          </p>
          <div>
            <label htmlFor={id} className="block text-sm font-medium">
              <FormattedMessage id="admin.apiKeys.grace" />
            </label>
            <select
              id={id}
              value={grace}
              onChange={(event) => setGrace(Number(event.target.value))}
              className={controlClass(false)}
            >
              {API_KEY_GRACE_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {intl.formatMessage({ id: `admin.apiKeys.grace.${minutes}` as MessageId })}
                </option>
              ))}
            </select>
          </div>
          {failure && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {failure}
            </p>
          )}
          <DialogActions>
            <button type="button" className={DIALOG_BUTTON.secondary} onClick={onClose}>
              <FormattedMessage id="admin.dialog.cancel" />
            </button>
            <button
              type="button"
              className={DIALOG_BUTTON.primary}
              disabled={busy}
              onClick={() => void rotate()}
            >
              <FormattedMessage id="admin.apiKeys.rotate" />
            </button>
          </DialogActions>
        </div>
      )}
    </AdminDialog>
  );
}

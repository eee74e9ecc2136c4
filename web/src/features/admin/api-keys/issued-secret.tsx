import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DIALOG_BUTTON, DialogActions } from '../dialogs/admin-dialog';

/**
 * A key's value, the one time it is shown (after a create or a rotation): read-only, selectable,
 * with a copy button. Closing the dialog forgets it; the server never sends it again.
 */
export function IssuedSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard access (permission refused, insecure origin): select the key to copy by hand.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
    }
  };
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-semibold">
        <FormattedMessage id="admin.apiKeys.secretTitle" />
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.apiKeys.secretBody" />
      </p>
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          <FormattedMessage id="admin.apiKeys.secretLabel" />
        </label>
        <input
          id={id}
          readOnly
          dir="ltr"
          value={secret}
          data-testid="issued-api-key"
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
        />
      </div>
      <DialogActions>
        <button type="button" className={DIALOG_BUTTON.secondary} onClick={() => void copy()}>
          <FormattedMessage id={copied ? 'admin.apiKeys.copied' : 'admin.apiKeys.copy'} />
        </button>
        <button type="button" className={DIALOG_BUTTON.primary} onClick={onDone}>
          <FormattedMessage id="admin.apiKeys.done" />
        </button>
      </DialogActions>
    </div>
  );
}

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ACCOUNT_DELETION_WORDS,
  accountDeletionRequestSchema,
} from '../../../../../shared/account/account-deletion';
import { isSupportedLanguage } from '../../../../../shared/i18n/languages';
import { requestAccountDeletion } from '../api/account-api';
import { useAccountAction } from '../hooks/use-account-action';
import { ActionStatus } from './action-status';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose(): void;
  onDeleted(): void;
}

/**
 * The confirmation of "Delete my account" (spec §5): the user types their language's
 * confirmation word, checked here and again by the API. Focus starts in the word field; Escape
 * and Cancel close the dialog while nothing is under way.
 */
export function DeleteAccountDialog({ open, onClose, onDeleted }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const language = isSupportedLanguage(intl.locale) ? intl.locale : 'en';
  const word = ACCOUNT_DELETION_WORDS[language];
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [wrongWord, setWrongWord] = useState(false);
  const action = useAccountAction();
  const working = action.state.phase === 'working';

  function close() {
    if (working) return;
    setTyped('');
    setWrongWord(false);
    action.reset();
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = { language, confirmation: typed };
    if (!accountDeletionRequestSchema.safeParse(request).success) {
      setWrongWord(true);
      return;
    }
    if (await action.run(async () => void (await requestAccountDeletion(request)))) onDeleted();
  }

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto mt-16 max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <DialogTitle className="text-xl font-semibold">
            <FormattedMessage id="account.delete.dialogTitle" />
          </DialogTitle>
          <Description className="mt-2 text-sm text-slate-700">
            <FormattedMessage
              id="account.delete.dialogBody"
              values={{ word: <strong key="word">{word}</strong> }}
            />
          </Description>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
            <div>
              <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
                <FormattedMessage id="account.delete.wordLabel" />
              </label>
              <input
                id={fieldId}
                data-autofocus
                autoComplete="off"
                value={typed}
                aria-invalid={wrongWord ? true : undefined}
                aria-describedby={wrongWord ? `${fieldId}-error` : undefined}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setWrongWord(false);
                }}
                className={`mt-1 block w-full rounded-md border px-3 py-2 text-sm ${wrongWord ? 'border-red-500' : 'border-slate-300'}`}
              />
              {wrongWord && (
                <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
                  <FormattedMessage id="account.delete.wrongWord" />
                </p>
              )}
            </div>
            <ActionStatus state={action.state} />
            <div className="flex flex-wrap justify-end gap-3">
              <button
                type="button"
                onClick={close}
                disabled={working}
                className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
              >
                <FormattedMessage id="account.delete.cancel" />
              </button>
              <button
                type="submit"
                disabled={working}
                className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                <FormattedMessage id="account.delete.confirm" />
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

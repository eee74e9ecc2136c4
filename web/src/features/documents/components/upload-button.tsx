import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MESSAGE_VALUES,
  type AttachmentRefusal,
} from '../../../../../shared/conversations/attachments';
import { checkFile, type ChosenFile } from '../../../lib/attachment-files';

interface UploadButtonProps {
  /** Whether the item has a version already: the button then replaces it. */
  replace: boolean;
  /** Names the item for screen readers ("Upload Passport"). */
  itemName: string;
  onChosen: (chosen: ChosenFile) => void;
}

/**
 * Choosing a file for a checklist item: checked at once by the same rules as the API (type by its
 * bytes, size), so a refusal shows before anything is kept or sent, online or not.
 */
export function UploadButton({ replace, itemName, onChosen }: UploadButtonProps) {
  const inputId = useId();
  const [refusal, setRefusal] = useState<AttachmentRefusal>();
  return (
    <div className="space-y-1">
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 focus-within:outline-2 focus-within:outline-indigo-600 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        <FormattedMessage
          id={replace ? 'documents.upload.replace' : 'documents.upload.action'}
          values={{ item: <span className="sr-only"> {itemName}</span> }}
        />
        <input
          id={inputId}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again fires a change.
            event.target.value = '';
            if (!file) return;
            void checkFile(file).then((check) => {
              if (!check.ok) return setRefusal(check.refusal);
              setRefusal(undefined);
              onChosen({ id: crypto.randomUUID(), file, type: check.type });
            });
          }}
        />
      </label>
      {refusal && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          <FormattedMessage
            id={`attachments.error.${refusal}`}
            values={ATTACHMENT_MESSAGE_VALUES}
          />
        </p>
      )}
    </div>
  );
}

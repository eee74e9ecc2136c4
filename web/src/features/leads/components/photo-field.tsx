import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../../../shared/leads/success-story';
import { type MessageId } from '../message-id';

/**
 * The browser's early check of the story photo: present, JPEG/PNG/WebP by its declared type and
 * within 5 MB. The API checks the content itself; this only spares a pointless upload.
 */
export function photoProblemOf(file: File | undefined): MessageId | undefined {
  if (!file) return 'leads.error.required';
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'leads.error.invalidFormat';
  if (file.size > PHOTO_MAX_BYTES) return 'leads.error.photoTooLarge';
  return undefined;
}

interface PhotoFieldProps {
  errorId?: MessageId;
  /** A photo chosen earlier (a story reopened from the outbox to fix), shown as chosen. */
  keptFile?: File;
  onFile(file: File | undefined): void;
}

/** The success story's photo picker, with its hint and validation message. */
export function PhotoField({ errorId, keptFile, onFile }: PhotoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!keptFile || !input.current) return;
    // A file input takes files only from a FileList; DataTransfer is the way to build one.
    const chosen = new DataTransfer();
    chosen.items.add(keptFile);
    input.current.files = chosen.files;
  }, [keptFile]);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="leads.field.photo" />
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={`${id}-hint${errorId ? ` ${id}-error` : ''}`}
        onChange={(event) => onFile(event.target.files?.[0])}
        className="mt-1 block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-slate-100 dark:file:bg-slate-800 file:px-3 file:py-2"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="leads.field.photoHint" />
      </p>
      {errorId && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={errorId} />
        </p>
      )}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MESSAGE_VALUES,
} from '../../../../shared/conversations/attachments';
import { type ChosenFile, chooseFiles, type RefusedFile } from '../../lib/attachment-files';
import { FileSize } from './file-size';

interface AttachmentPickerProps {
  chosen: ChosenFile[];
  onChange: (chosen: ChosenFile[]) => void;
  disabled?: boolean;
  /** Upload progress by file id (0–1), for a box that uploads before it sends. */
  progress?: Readonly<Record<string, number>>;
}

/**
 * The attach button of a message box and the files chosen for the next message: each with its
 * name, size and a remove button; files the checks refuse (type by content, size, count) are named
 * with the reason at once, in the reader's language.
 */
export function AttachmentPicker({ chosen, onChange, disabled, progress }: AttachmentPickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  const picked = async (files: File[]) => {
    const result = await chooseFiles(chosen, files);
    setRefused(result.refused);
    onChange(result.chosen);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 focus-within:outline-2 focus-within:outline-indigo-600 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ${
            disabled ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          <span aria-hidden="true" className="me-1">
            📎
          </span>
          <FormattedMessage id="attachments.add" />
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            disabled={disabled}
            aria-describedby={`${inputId}-hint`}
            className="sr-only"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // Cleared, so choosing the same file again after removing it fires a change.
              event.target.value = '';
              void picked(files);
            }}
          />
        </label>
        <span id={`${inputId}-hint`} className="text-xs text-slate-700 dark:text-slate-300">
          <FormattedMessage id="attachments.hint" values={ATTACHMENT_MESSAGE_VALUES} />
        </span>
      </div>
      {refused.length > 0 && (
        <div role="alert">
          <ul className="space-y-1 text-sm text-red-800 dark:text-red-300">
            {refused.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <FormattedMessage
                  id="attachments.refused"
                  values={{
                    name: <bdi>{file.name}</bdi>,
                    reason: intl.formatMessage(
                      { id: `attachments.error.${file.refusal}` },
                      ATTACHMENT_MESSAGE_VALUES,
                    ),
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {chosen.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'attachments.chosen' })}
          className="flex flex-col gap-1"
        >
          {chosen.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 px-2 py-1 text-sm dark:border-slate-700"
            >
              <bdi className="min-w-0 truncate font-medium text-slate-900 dark:text-slate-100">
                {item.file.name}
              </bdi>
              <span className="text-slate-700 dark:text-slate-300">
                <FileSize bytes={item.file.size} />
              </span>
              {progress?.[item.id] !== undefined && (
                <progress
                  max={1}
                  value={progress[item.id]}
                  aria-label={intl.formatMessage(
                    { id: 'attachments.state.uploading' },
                    {
                      percent: intl.formatNumber(progress[item.id] ?? 0, { style: 'percent' }),
                    },
                  )}
                  className="h-2 w-24"
                />
              )}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(chosen.filter((other) => other.id !== item.id))}
                className="ms-auto rounded px-2 py-0.5 text-sm font-medium text-red-800 underline disabled:opacity-60 dark:text-red-300"
              >
                <FormattedMessage id="attachments.remove" values={{ name: item.file.name }} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

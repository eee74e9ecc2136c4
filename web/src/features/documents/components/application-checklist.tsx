import { FormattedMessage } from 'react-intl';
import { type ApplicationDocuments } from '../../../../../shared/documents/document';
import { type ChosenFile } from '../../../lib/attachment-files';
import { type WaitingDocument } from '../../../sync/document-cache';
import { type DocumentSync } from '../../../sync/document-sync';
import { ChecklistItemRow } from './checklist-item-row';

interface ApplicationChecklistProps {
  documents: ApplicationDocuments;
  sync: DocumentSync | undefined;
  waiting: WaitingDocument[];
  progress: Readonly<Record<string, number>>;
  online: boolean;
  /** Shows the programme's title above the list (the documents page; not inside its card). */
  titled: boolean;
}

/** One application's checklist; a chosen file is kept on this device and uploaded when it can. */
export function ApplicationChecklist(props: ApplicationChecklistProps) {
  const { documents, sync, waiting, progress, online, titled } = props;
  const choose = (itemKey: string) => (chosen: ChosenFile) => {
    void sync
      ?.choose(documents.applicationId, itemKey, chosen)
      .catch((error: unknown) => console.warn('[documents] the file was not kept', error));
  };
  const discard = (id: string) => {
    void sync?.discard(id);
  };
  const headingId = `documents-${documents.applicationId}`;
  return (
    <section aria-labelledby={headingId} data-documents={documents.applicationId}>
      <h3
        id={headingId}
        className={
          titled
            ? 'mb-2 text-lg font-semibold text-slate-900 dark:text-slate-100'
            : 'mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100'
        }
      >
        {titled ? <bdi>{documents.courseTitle}</bdi> : <FormattedMessage id="documents.section" />}
      </h3>
      <ul className="space-y-2">
        {documents.items.map((item) => (
          <ChecklistItemRow
            key={item.key}
            item={item}
            waiting={waiting.filter(
              (file) => file.applicationId === documents.applicationId && file.itemKey === item.key,
            )}
            progress={progress}
            online={online}
            onChosen={choose(item.key)}
            onDiscard={discard}
          />
        ))}
      </ul>
    </section>
  );
}

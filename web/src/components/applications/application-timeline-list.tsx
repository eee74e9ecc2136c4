import { FormattedMessage } from 'react-intl';
import { type TimelineEntry } from '../../../../shared/applications/application';
import { useSiteDateFormat } from '../../lib/use-site-date-format';
import { DocumentItemName } from '../documents/document-item-name';
import { ApplicationStatusBadge } from './application-status-badge';

interface ApplicationTimelineListProps {
  entries: readonly TimelineEntry[];
  timeZone: string;
}

function EntryBody({ entry }: { entry: TimelineEntry }) {
  if (entry.kind === 'session') {
    return (
      <p>
        <FormattedMessage
          id="applications.timeline.session"
          values={{ type: <bdi>{entry.typeName}</bdi>, advisor: <bdi>{entry.advisorName}</bdi> }}
        />
        {entry.status === 'canceled' && (
          <>
            {' '}
            <FormattedMessage id="applications.timeline.sessionCanceled" />
          </>
        )}
      </p>
    );
  }
  if (entry.kind === 'document') {
    return (
      <>
        <p className="font-medium">
          <FormattedMessage
            id={`applications.timeline.document.${entry.event}`}
            values={{
              name: <bdi>{entry.by.name}</bdi>,
              item: <DocumentItemName itemKey={entry.itemKey} label={entry.itemLabel} />,
            }}
          />
        </p>
        {entry.reason && (
          <p className="mt-1 whitespace-pre-line">
            <FormattedMessage id="applications.timeline.reason" values={{ reason: entry.reason }} />
          </p>
        )}
      </>
    );
  }
  if (entry.kind === 'note') {
    return (
      <>
        <p className="font-medium">
          <FormattedMessage
            id={
              entry.visibility === 'internal'
                ? 'applications.timeline.internalNote'
                : 'applications.timeline.note'
            }
            values={{ name: <bdi>{entry.by.name}</bdi> }}
          />
        </p>
        <p className="mt-1 whitespace-pre-line">{entry.text}</p>
      </>
    );
  }
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 font-medium">
        {entry.from === null ? (
          <FormattedMessage id="applications.timeline.created" />
        ) : (
          <FormattedMessage
            id={
              entry.by.kind === 'advisor'
                ? 'applications.timeline.moved'
                : entry.to === 'cancelled'
                  ? 'applications.timeline.withdrawn'
                  : 'applications.timeline.reopened'
            }
            values={{ name: <bdi>{entry.by.name}</bdi> }}
          />
        )}
        <ApplicationStatusBadge status={entry.to} />
      </p>
      {entry.reason && (
        <p className="mt-1 whitespace-pre-line">
          <FormattedMessage id="applications.timeline.reason" values={{ reason: entry.reason }} />
        </p>
      )}
    </>
  );
}

/** One application's history, oldest first: status changes, notes and the student's sessions. */
export function ApplicationTimelineList({ entries, timeZone }: ApplicationTimelineListProps) {
  const format = useSiteDateFormat();
  if (entries.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="applications.timeline.empty" />
      </p>
    );
  }
  return (
    <ol className="space-y-3 border-s-2 border-slate-200 ps-4 dark:border-slate-700">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-kind={entry.kind}
          className="text-sm text-slate-800 dark:text-slate-200"
        >
          <time dateTime={entry.at} className="block text-xs text-slate-600 dark:text-slate-400">
            {format.dateTime(entry.at, { timeZone })}
          </time>
          <EntryBody entry={entry} />
        </li>
      ))}
    </ol>
  );
}

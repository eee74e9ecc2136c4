import { type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { type SessionView } from '../../../../../shared/sessions/session-booking';
import { EmptyState } from '../../../components/empty-state';

type MessageId = NonNullable<MessageDescriptor['id']>;

interface SessionListProps {
  titleId: MessageId;
  emptyId: MessageId;
  sessions: SessionView[];
  children: (session: SessionView) => ReactNode;
}

/** Upcoming or past sessions under their heading, or the sentence saying there are none. */
export function SessionList({ titleId, emptyId, sessions, children }: SessionListProps) {
  return (
    <section aria-labelledby={`${titleId}-heading`} className="space-y-3">
      <h2
        id={`${titleId}-heading`}
        className="text-xl font-semibold text-slate-900 dark:text-slate-100"
      >
        <FormattedMessage id={titleId} />
      </h2>
      {sessions.length === 0 ? (
        <EmptyState message={<FormattedMessage id={emptyId} />} />
      ) : (
        <ul className="space-y-3">
          {sessions.map((session) => (
            <li key={session.id}>{children(session)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { type MessageId } from '../../../i18n/messages';
import { ProgramItem } from './program-item';
import { type ShortlistState } from './shortlist';

const ACTION =
  'rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700';
const BADGE = 'inline-block rounded px-2 py-0.5 text-xs font-semibold';

interface ShortlistSectionProps {
  shortlist: ShortlistState;
  currency: string;
  timeZone: string;
  onRetry(): void;
}

/** The programmes the student applied to or saved, with loading, error and empty states. */
export function ShortlistSection({
  shortlist,
  currency,
  timeZone,
  onRetry,
}: ShortlistSectionProps) {
  if (shortlist.status === 'loading')
    return <LoadingState messageId="programs.shortlist.loading" />;
  if (shortlist.status === 'error') {
    return (
      <ErrorState message={<FormattedMessage id="programs.shortlist.error" />} onRetry={onRetry} />
    );
  }
  return (
    <div className="space-y-3">
      {shortlist.applicationsMissing && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <FormattedMessage id="programs.shortlist.applicationsMissing" />
        </p>
      )}
      {shortlist.items.length === 0 ? (
        <EmptyState
          message={<FormattedMessage id="programs.shortlist.empty" />}
          action={
            <Link to="/courses" className={ACTION}>
              <FormattedMessage id="dashboard.overview.browsePrograms" />
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {shortlist.items.map((item) => (
            <ProgramItem
              key={item.courseId}
              course={item.course}
              title={item.title}
              currency={currency}
              timeZone={timeZone}
            >
              <p className="flex flex-wrap gap-2">
                {item.application && (
                  <Link
                    to={`/dashboard/applications?application=${encodeURIComponent(item.application.id)}`}
                    className={`${BADGE} bg-indigo-100 text-indigo-900 hover:underline dark:bg-indigo-900 dark:text-indigo-100`}
                  >
                    <FormattedMessage
                      id="programs.shortlist.applied"
                      values={{
                        status: (
                          <FormattedMessage
                            key="status"
                            id={`applications.status.${item.application.status}` as MessageId}
                          />
                        ),
                      }}
                    />
                  </Link>
                )}
                {item.saved && (
                  <span
                    className={`${BADGE} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100`}
                  >
                    <FormattedMessage id="programs.shortlist.saved" />
                  </span>
                )}
              </p>
            </ProgramItem>
          ))}
        </ul>
      )}
    </div>
  );
}

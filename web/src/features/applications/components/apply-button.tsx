import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { APP_PATHS } from '../../../../../shared/routes/app-paths';
import { applicationErrorText } from '../../../components/applications/application-error-text';
import { applyToCourse } from '../../../data/applications-api';
import { useOnline } from '../../../lib/use-online';

interface ApplyButtonProps {
  courseId: string;
  courseTitle: string;
  className: string;
}

/**
 * Apply Now for a signed-in student: shortlists the programme into an application (one per
 * programme; a second click finds the same one) and links to it.
 */
export function ApplyButton({ courseId, courseTitle, className }: ApplyButtonProps) {
  const intl = useIntl();
  const online = useOnline();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; id: string }
    | { kind: 'failed'; text: string }
  >({ kind: 'idle' });
  if (state.kind === 'done') {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <FormattedMessage id="applications.apply.done" />
        <Link
          to={`${APP_PATHS.dashboardApplications}?application=${encodeURIComponent(state.id)}`}
          className="font-semibold text-indigo-700 underline dark:text-indigo-300"
        >
          <FormattedMessage id="applications.apply.view" />
        </Link>
      </p>
    );
  }
  const apply = () => {
    setState({ kind: 'busy' });
    applyToCourse(courseId).then(
      (application) => setState({ kind: 'done', id: application.id }),
      (error: unknown) => setState({ kind: 'failed', text: applicationErrorText(intl, error) }),
    );
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className={className}
        disabled={!online || state.kind === 'busy'}
        aria-label={intl.formatMessage({ id: 'applications.apply.named' }, { title: courseTitle })}
        onClick={apply}
      >
        <FormattedMessage id="catalog.detail.apply" />
      </button>
      {!online && (
        <span className="text-xs text-slate-700 dark:text-slate-300">
          <FormattedMessage id="applications.needsConnection" />
        </span>
      )}
      {state.kind === 'failed' && (
        <span role="alert" className="text-sm text-red-800 dark:text-red-300">
          {state.text}
        </span>
      )}
    </span>
  );
}

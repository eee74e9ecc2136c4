import { FormattedMessage, useIntl } from 'react-intl';
import {
  applicationProgress,
  APPLICATION_STEPS,
  type ApplicationStatus,
} from '../../../../shared/applications/application-status';

/**
 * The step indicator from pending to a decision: steps done, the current one, those ahead. A
 * list with the current step marked for screen readers, so it never relies on colour.
 */
export function ApplicationProgress({ status }: { status: ApplicationStatus }) {
  const intl = useIntl();
  const { step, finished } = applicationProgress(status);
  return (
    <ol
      className="flex w-full items-center gap-1"
      aria-label={intl.formatMessage({ id: 'applications.progress.label' })}
    >
      {APPLICATION_STEPS.map((name, index) => {
        const done = index < step || (index === step && finished);
        const current = index === step && !finished;
        const tone = done
          ? 'bg-indigo-600 text-white'
          : current
            ? 'border-2 border-indigo-600 text-indigo-800 dark:text-indigo-200'
            : 'border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300';
        return (
          <li
            key={name}
            aria-current={current ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center"
          >
            <span
              aria-hidden="true"
              className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${tone}`}
            >
              {done ? '✓' : intl.formatNumber(index + 1)}
            </span>
            <span className="text-xs text-slate-700 dark:text-slate-300">
              <FormattedMessage id={`applications.step.${name}`} />
              {done && (
                <span className="sr-only">
                  {' '}
                  <FormattedMessage id="applications.progress.done" />
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

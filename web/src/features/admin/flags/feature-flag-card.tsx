import { FormattedMessage, useIntl } from 'react-intl';
import { type ListedFeatureFlag } from '../../../../../shared/flags/feature-flags';
import { SiteDate } from '../../../components/site-date';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { answerLabel, ruleSummary } from './flag-labels';

const TERM = 'font-medium text-slate-600 dark:text-slate-300';

interface FeatureFlagCardProps {
  flag: ListedFeatureFlag;
  onEdit(): void;
  onDelete(): void;
}

/** One flag in the list: what it is, who owns it, how it answers, and its last change. */
export function FeatureFlagCard({ flag, onEdit, onDelete }: FeatureFlagCardProps) {
  const intl = useIntl();
  return (
    <li
      data-testid="feature-flag"
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-all text-lg font-semibold">
          <code dir="ltr" className="font-mono">
            {flag.key}
          </code>{' '}
          <span className="ms-2 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            <FormattedMessage id={`admin.flags.type.${flag.type}`} />
          </span>
        </h3>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={DIALOG_BUTTON.secondary} onClick={onEdit}>
            <FormattedMessage id="admin.flags.editNamed" values={{ key: flag.key }} />
          </button>
          <button type="button" className={DIALOG_BUTTON.danger} onClick={onDelete}>
            <FormattedMessage id="admin.flags.deleteNamed" values={{ key: flag.key }} />
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <bdi>{flag.description}</bdi>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <dt className={TERM}>
          <FormattedMessage id="admin.flags.answer" />
        </dt>
        <dd className="sm:col-span-2" data-testid="feature-flag-answer">
          {flag.override === 'none' ? (
            <>
              <FormattedMessage
                id="admin.flags.defaultValue"
                values={{ answer: answerLabel(intl, flag.defaultValue) }}
              />
              {flag.rules.length > 0 && (
                <ol className="ms-5 list-decimal">
                  {flag.rules.map((rule, index) => (
                    <li key={index}>{ruleSummary(intl, rule)}</li>
                  ))}
                </ol>
              )}
            </>
          ) : (
            <strong>
              <FormattedMessage
                id="admin.flags.forced"
                values={{ answer: answerLabel(intl, flag.override === 'on') }}
              />
            </strong>
          )}
        </dd>
        <dt className={TERM}>
          <FormattedMessage id="admin.flags.field.owner" />
        </dt>
        <dd className="sm:col-span-2">
          <bdi>{flag.owner}</bdi>
        </dd>
        <dt className={TERM}>
          <FormattedMessage id="admin.flags.updated" />
        </dt>
        <dd className="sm:col-span-2">
          <FormattedMessage
            id="admin.flags.updatedValue"
            values={{
              time: <SiteDate value={flag.updatedAt} withTime />,
              email: <bdi>{flag.updatedBy}</bdi>,
            }}
          />
        </dd>
      </dl>
    </li>
  );
}

import { FormattedMessage, FormattedNumber } from 'react-intl';
import { CLAIMS } from '../../../../../shared/constants';
import { type MessageId } from '../../../i18n/messages';

const AT_LEAST_CLAIMS: readonly { labelId: MessageId; count: number }[] = [
  { labelId: 'home.stats.students', count: CLAIMS.studentsHelped },
  { labelId: 'home.stats.courses', count: CLAIMS.courses },
  { labelId: 'home.stats.partners', count: CLAIMS.partners },
  { labelId: 'home.stats.countries', count: CLAIMS.countries },
];

const statClass = 'flex flex-col-reverse items-center gap-1 p-4 text-center';
const valueClass = 'text-3xl font-bold text-indigo-700 dark:text-indigo-300';

/** The marketing claims (spec §1) as a strip of figures, formatted for the current language. */
export function ClaimsStats() {
  return (
    <section
      aria-labelledby="claims-stats-title"
      className="border-b border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900"
    >
      <h2 id="claims-stats-title" className="sr-only">
        <FormattedMessage id="home.stats.title" />
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-2 px-4 py-8 sm:grid-cols-3 lg:grid-cols-5">
        {AT_LEAST_CLAIMS.map(({ labelId, count }) => (
          <div key={labelId} className={statClass}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">
              <FormattedMessage id={labelId} />
            </dt>
            <dd className={valueClass}>
              <FormattedMessage id="home.stats.atLeast" values={{ count }} />
            </dd>
          </div>
        ))}
        <div className={`${statClass} col-span-2 sm:col-span-1`}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="home.stats.founded" />
          </dt>
          <dd className={valueClass}>
            <FormattedNumber value={CLAIMS.foundedYear} useGrouping={false} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

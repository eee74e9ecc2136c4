import { FormattedMessage } from 'react-intl';
import { type ConsultationPrefill } from '../../../../../shared/leads/consultation-prefill';

/** The read-only program line at the top of the consultation form, from Apply Now. */
export function ProgramSummary({ prefill }: { prefill: ConsultationPrefill }) {
  const id = prefill.institution ? 'leads.consultation.programAt' : 'leads.consultation.program';
  return (
    <p
      data-testid="consultation-program"
      className="rounded-md bg-indigo-50 dark:bg-indigo-950 px-3 py-2 text-sm text-indigo-900 dark:text-indigo-100"
    >
      <FormattedMessage
        id={id}
        values={{
          program: (
            <strong key="p">
              <bdi>{prefill.title}</bdi>
            </strong>
          ),
          institution: <bdi key="i">{prefill.institution}</bdi>,
        }}
      />
    </p>
  );
}

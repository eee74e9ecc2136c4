import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readConsultationPrefill } from '../../../../../shared/leads/consultation-prefill';
import { ConsultationForm } from './consultation-form';
import { ContactForm } from './contact-form';
import { GuideRequestForm } from './guide-request-form';

/**
 * The forms of /contact and /request-consultation: the consultation request (prefilled with the
 * program Apply Now put in the query), the contact form and the program guide request.
 */
export function LeadFormsSection() {
  const [params] = useSearchParams();
  const prefill = readConsultationPrefill(params);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="consultation-title">
        <h1 id="consultation-title" className="mb-4 text-2xl font-bold">
          <FormattedMessage id="leads.consultation.title" />
        </h1>
        <ConsultationForm key={params.toString()} prefill={prefill} />
      </section>
      <div className="space-y-10">
        <section>
          <ContactForm />
        </section>
        <section>
          <GuideRequestForm />
        </section>
      </div>
    </div>
  );
}

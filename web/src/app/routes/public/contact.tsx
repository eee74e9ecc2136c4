import { ContactDetails } from '../../../features/content/components/contact-details';
import { LeadFormsSection } from '../../../features/leads/components/lead-forms-section';

/** /contact and /request-consultation: the consultation request and the contact form. */
export function ContactScreen() {
  return (
    <>
      <LeadFormsSection />
      <ContactDetails />
    </>
  );
}

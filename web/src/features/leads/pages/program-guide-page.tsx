import { GuideRequestForm } from '../components/guide-request-form';

/** /program-guide: the program guide request on its own page, linked from the footer. */
export function ProgramGuidePage() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <GuideRequestForm />
    </div>
  );
}

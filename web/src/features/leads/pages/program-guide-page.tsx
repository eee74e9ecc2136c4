import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GuideRequestForm } from '../components/guide-request-form';

/** /program-guide: the program guide request on its own page, linked from the footer. */
export function ProgramGuidePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'page.programGuide.title' }));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="page.programGuide.title" />
      </h1>
      <GuideRequestForm />
    </div>
  );
}

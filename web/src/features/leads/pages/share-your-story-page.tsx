import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SuccessStoryForm } from '../components/success-story-form';

/** /share-your-story: the success-story form on its own page, linked from the footer. */
export function ShareYourStoryPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'page.shareYourStory.title' }));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="page.shareYourStory.title" />
      </h1>
      <SuccessStoryForm />
    </div>
  );
}

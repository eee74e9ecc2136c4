import { SuccessStoryForm } from '../components/success-story-form';

/** /share-your-story: the success-story form on its own page, linked from the footer. */
export function ShareYourStoryPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <SuccessStoryForm />
    </div>
  );
}

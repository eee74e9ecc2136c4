import { FormattedMessage } from 'react-intl';
import { getTestimonials } from '../api/content-api';
import { useContentLanguage } from '../hooks/use-content-language';
import { useRemoteData } from '../../../lib/use-remote-data';
import { LoadFailed } from './load-failed';
import { TextSkeleton } from './text-skeleton';

/** Home: published student stories (none until students send theirs and consent to publish). */
export function TestimonialsSection() {
  const language = useContentLanguage();
  const stories = useRemoteData((signal) => getTestimonials(language, signal), language);
  return (
    <section aria-labelledby="testimonials-title" className="bg-indigo-50 dark:bg-indigo-950">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2
          id="testimonials-title"
          className="text-2xl font-bold text-slate-900 dark:text-slate-100"
        >
          <FormattedMessage id="home.testimonials.title" />
        </h2>
        <div className="mt-6">
          {stories.status === 'loading' && <TextSkeleton lines={3} />}
          {stories.status === 'failed' && <LoadFailed />}
          {stories.status === 'ready' && stories.data.length === 0 && (
            <p className="text-slate-700 dark:text-slate-300">
              <FormattedMessage id="home.testimonials.empty" />
            </p>
          )}
          {stories.status === 'ready' && stories.data.length > 0 && (
            <ul className="grid gap-4 md:grid-cols-3">
              {stories.data.map((story) => (
                <li
                  key={story.slug}
                  lang={story.language}
                  className="rounded-lg bg-white dark:bg-slate-900 p-5 shadow-sm"
                >
                  <blockquote className="text-slate-700 dark:text-slate-300">
                    “{story.quote}”
                  </blockquote>
                  <p className="mt-3 font-semibold text-slate-900 dark:text-slate-100">
                    <bdi>{story.name}</bdi>
                  </p>
                  {story.program && (
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      <bdi>{story.program}</bdi>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

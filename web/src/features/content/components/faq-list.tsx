import { FormattedMessage } from 'react-intl';
import { FAQ_TOPICS, type FaqEntry } from '../../../../../shared/content/content-item';
import { type MessageId } from '../../../i18n/messages';
import { ContentBody } from './content-body';

const TOPIC_LABELS: Record<(typeof FAQ_TOPICS)[number], MessageId> = {
  consultations: 'help.topic.consultations',
  programs: 'help.topic.programs',
  applications: 'help.topic.applications',
  account: 'help.topic.account',
  privacy: 'help.topic.privacy',
};

/** FAQ entries grouped under their topic headings; each answer opens in place. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="space-y-8">
      {FAQ_TOPICS.map((topic) => {
        const inTopic = entries.filter((entry) => entry.topic === topic);
        if (inTopic.length === 0) return null;
        return (
          <section key={topic} aria-labelledby={`faq-topic-${topic}`}>
            <h2
              id={`faq-topic-${topic}`}
              className="text-xl font-semibold text-slate-900 dark:text-slate-100"
            >
              <FormattedMessage id={TOPIC_LABELS[topic]} />
            </h2>
            <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700 rounded-lg border border-slate-200 dark:border-slate-700">
              {inTopic.map((entry) => (
                <li key={entry.slug} lang={entry.language}>
                  <details className="group p-4">
                    <summary className="cursor-pointer font-medium text-slate-900 dark:text-slate-100 marker:text-indigo-600 dark:marker:text-indigo-400">
                      {entry.question}
                    </summary>
                    <ContentBody html={entry.answer} className="mt-1" />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

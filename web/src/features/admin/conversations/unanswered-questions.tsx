import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type UnansweredQuestion } from '../../../../../shared/conversations/advisor-desk';
import { type RemoteData } from '../../../lib/use-remote-data';
import { languageName } from '../../../lib/display-names';
import { ASSISTANT_TURN_KEYS, conversationErrorText, msg } from './conversation-labels';
import { makeFaqDraft } from './conversations-api';
import { SiteDate } from '../../../components/site-date';

const editPath = (slug: string) => `/admin/content/${encodeURIComponent(slug)}`;

/**
 * What the assistant could not answer, newest first; a button turns a question into a draft FAQ
 * entry in the CMS (the question as its title), opened from here to be answered and published.
 */
export function UnansweredQuestions({
  state,
  onChanged,
}: {
  state: RemoteData<UnansweredQuestion[]>;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const draft = async (id: string) => {
    setBusy(id);
    setFailure(null);
    try {
      await makeFaqDraft(id);
      onChanged();
    } catch (error) {
      setFailure(conversationErrorText(intl, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="unanswered-title" className="mt-10">
      <h2
        id="unanswered-title"
        className="text-xl font-semibold text-slate-900 dark:text-slate-100"
      >
        <FormattedMessage id="admin.conversations.unanswered.heading" />
      </h2>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {failure}
        </p>
      )}
      {state.status === 'loading' && (
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.conversations.loading" />
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {conversationErrorText(intl, state.error)}
        </p>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="admin.conversations.unanswered.empty" />
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {state.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p dir="auto" className="break-words text-slate-900 dark:text-slate-100">
                  {item.question}
                </p>
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {languageName(item.language, intl.locale)} ·{' '}
                  {<SiteDate value={new Date(item.askedAt)} withTime />} ·{' '}
                  {msg(intl, ASSISTANT_TURN_KEYS[item.kind])}
                </p>
              </div>
              {item.faqSlug ? (
                <Link
                  to={editPath(item.faqSlug)}
                  className="text-sm text-indigo-700 underline dark:text-indigo-300"
                >
                  <FormattedMessage id="admin.conversations.unanswered.openDraft" />
                </Link>
              ) : (
                <button
                  type="button"
                  disabled={busy === item.id}
                  onClick={() => void draft(item.id)}
                  className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium disabled:opacity-60 dark:border-slate-600"
                >
                  <FormattedMessage id="admin.conversations.unanswered.toFaq" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

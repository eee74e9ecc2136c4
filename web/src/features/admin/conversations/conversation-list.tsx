import { FormattedMessage, useIntl } from 'react-intl';
import { type AdvisorConversationSummary } from '../../../../../shared/conversations/conversation';
import { type RemoteData } from '../../../lib/use-remote-data';
import { languageName } from '../../../lib/display-names';
import { conversationErrorText, msg } from './conversation-labels';
import { SiteDate } from '../../../components/site-date';

interface ConversationListProps {
  state: RemoteData<AdvisorConversationSummary[]>;
  selected: string | null;
  onSelect: (id: string) => void;
  onRetry: () => void;
}

/** The conversations of one list, oldest hand-off first; picking one opens its thread. */
export function ConversationList({ state, selected, onSelect, onRetry }: ConversationListProps) {
  const intl = useIntl();
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.conversations.loading" />
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="text-sm text-red-800 dark:text-red-200">
        <p>{conversationErrorText(intl, state.error)}</p>
        <button type="button" onClick={onRetry} className="mt-2 underline">
          <FormattedMessage id="admin.conversations.retry" />
        </button>
      </div>
    );
  }
  if (state.data.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.conversations.empty" />
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {state.data.map((item) => {
        const since = new Date(item.handoff?.at ?? item.createdAt);
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-current={item.id === selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              className="w-full px-3 py-2 text-start hover:bg-slate-100 focus-visible:outline-2 aria-[current=true]:bg-indigo-50 dark:hover:bg-slate-800 dark:aria-[current=true]:bg-indigo-950"
            >
              <span className="block font-medium text-slate-900 dark:text-slate-100">
                {item.contact?.fullName ??
                  item.student?.name ??
                  msg(intl, 'admin.conversations.student')}
              </span>
              <span className="block text-xs text-slate-700 dark:text-slate-300">
                {languageName(item.language, intl.locale)} · {<SiteDate value={since} withTime />}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

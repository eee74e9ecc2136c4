import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { OPEN_CHAT_PARAM, OPEN_CHAT_VALUE } from '../../../../../shared/assistant/open-chat-link';
import { FLAG_KEYS } from '../../../../../shared/flags/known-flags';
import { withMessageAreas } from '../../../i18n/with-message-areas';
import { useFeatureFlag } from '../../../lib/use-feature-flag';

/**
 * The panel brings the conversation code: it loads only when the visitor opens the chat, with
 * the messages it shows (its own and the lead forms' under `leads`, the flows' choices under
 * `catalog`).
 */
const loadChatPanel = withMessageAreas(['leads', 'catalog'], () => import('./chat-panel'));
const ChatPanel = lazy(async () => ({ default: (await loadChatPanel()).ChatPanel }));

/** Whether the address asks for the chat open (the link in an advisor's reply e-mail). */
const askedOpen = () =>
  new URLSearchParams(window.location.search).get(OPEN_CHAT_PARAM) === OPEN_CHAT_VALUE;

/**
 * The chatbot toggle of the site layout (spec §2): opens the Education Consultant's panel. Absent
 * while the `education-consultant` flag is off for the visitor (the API refuses it then too).
 */
export function AssistantToggle() {
  const intl = useIntl();
  const [open, setOpen] = useState(askedOpen);
  const available = useFeatureFlag(FLAG_KEYS.educationConsultant);
  if (!available) return null;
  return (
    <>
      {!open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="fixed bottom-4 end-4 z-40 rounded-full bg-blue-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-blue-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300"
        >
          {intl.formatMessage({ id: 'assistant.widget.open' })}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

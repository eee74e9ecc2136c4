import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { OPEN_CHAT_PARAM, OPEN_CHAT_VALUE } from '../../../../../shared/assistant/open-chat-link';
import { withMessageAreas } from '../../../i18n/with-message-areas';

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

/** The chatbot toggle of the site layout (spec §2): opens the Education Consultant's panel. */
export function AssistantToggle() {
  const intl = useIntl();
  const [open, setOpen] = useState(askedOpen);
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

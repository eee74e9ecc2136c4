import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CURRENT_CONSENT_TEXT_VERSION } from '../../../../../shared/leads/consent-texts';
import { HANDOFF_CHOICE } from '../../../../../shared/assistant/assistant-handoff';
import { type LanguageCode } from '../../../../../shared/i18n/languages';
import { useOnline } from '../../../lib/use-online';
import { useVisitorConversation } from '../hooks/use-visitor-conversation';
import { ChatCompose } from './chat-compose';
import { ChatMessageItem } from './chat-message-item';
import { KeptTurnItems } from './kept-turn-items';
import { ContactStep } from './contact-step';

/**
 * The Education Consultant's panel: says it is automated, asks for contact details first, then
 * chats; new messages are announced politely; "Talk to a human advisor" stays in view; offline
 * it says so and answers from what the device saved. Full screen on phones, a corner panel from
 * `sm` up; Escape closes it.
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const online = useOnline();
  const { started, session, messages, kept, start, send, sendWithFiles } = useVisitorConversation(
    intl.locale as LanguageCode,
  );
  const [failed, setFailed] = useState(false);
  const [wantsAdvisor, setWantsAdvisor] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, kept.length]);

  async function deliver(text: string, choice?: string) {
    setFailed(false);
    try {
      await send(text, choice);
    } catch {
      setFailed(true);
    }
  }

  const handoff = () => ({
    text: intl.formatMessage({ id: 'assistant.widget.human' }),
    choice: HANDOFF_CHOICE,
  });

  return (
    <section
      role="dialog"
      aria-labelledby="assistant-panel-title"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 shadow-2xl sm:inset-auto sm:bottom-4 sm:end-4 sm:h-[36rem] sm:w-96 sm:rounded-lg dark:bg-slate-900 dark:text-slate-100"
    >
      <header className="flex items-start justify-between gap-2 border-b border-slate-200 p-3 dark:border-slate-700">
        <div>
          <h2
            id="assistant-panel-title"
            ref={heading}
            tabIndex={-1}
            className="font-semibold focus:outline-none"
          >
            {intl.formatMessage({ id: 'assistant.widget.title' })}
          </h2>
          <p className="text-xs">{intl.formatMessage({ id: 'assistant.automated' })}</p>
        </div>
        <button type="button" onClick={onClose} className="rounded px-2 py-1 text-sm underline">
          {intl.formatMessage({ id: 'assistant.widget.close' })}
        </button>
      </header>
      {!online && (
        <p role="status" className="bg-amber-100 px-3 py-2 text-sm text-amber-950">
          {intl.formatMessage({ id: 'assistant.offline.notice' })}
        </p>
      )}
      <div className="flex-1 overflow-y-auto p-3">
        {started ? (
          <ol
            aria-live="polite"
            aria-label={intl.formatMessage({ id: 'assistant.widget.messages' })}
            className="flex flex-col gap-2"
          >
            {messages.map((message) => (
              <ChatMessageItem
                key={message.seq}
                message={message}
                visitor={session ?? undefined}
                onChoose={(choice, text) => void deliver(text, choice)}
              />
            ))}
            <KeptTurnItems turns={kept} onChoose={(choice, text) => void deliver(text, choice)} />
            <li ref={end} aria-hidden="true" />
          </ol>
        ) : (
          <ContactStep
            onSubmit={(contact) =>
              start(
                {
                  contact,
                  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
                  language: intl.locale as LanguageCode,
                  sourcePage: window.location.pathname,
                  consentTextVersion: CURRENT_CONSENT_TEXT_VERSION,
                  consentedAt: new Date().toISOString(),
                },
                wantsAdvisor ? handoff() : undefined,
              )
            }
          />
        )}
      </div>
      <footer className="space-y-2 border-t border-slate-200 p-3 dark:border-slate-700">
        {failed && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {intl.formatMessage({ id: 'assistant.widget.sendError' })}
          </p>
        )}
        {started && (
          <ChatCompose
            onSend={(text) => void deliver(text)}
            onSendFiles={sendWithFiles}
            filesAllowed={online && session !== null}
          />
        )}
        <button
          type="button"
          onClick={() =>
            started
              ? void deliver(intl.formatMessage({ id: 'assistant.widget.human' }), HANDOFF_CHOICE)
              : setWantsAdvisor(true)
          }
          className="w-full rounded border border-blue-700 px-3 py-1 text-sm font-semibold text-blue-800 dark:text-blue-200"
        >
          {intl.formatMessage({ id: 'assistant.widget.human' })}
        </button>
      </footer>
    </section>
  );
}

import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  chatContactSchema,
  type ChatContactInput,
} from '../../../../../shared/conversations/chat-contact';
import { MESSAGING_APPS } from '../../../../../shared/leads/consultation';
import { leadMessageKey } from '../../../../../shared/leads/lead-messages';

type Errors = Partial<Record<keyof ChatContactInput, string>>;

const privacyLink = (chunks: ReactNode[]) => (
  <Link to="/legal?tab=privacy" className="underline">
    {chunks}
  </Link>
);

const inputClass =
  'mt-1 w-full rounded border border-slate-400 bg-white px-2 py-1 dark:bg-slate-800 aria-[invalid=true]:border-red-700';

/**
 * The consultant's first question, asked before chatting (spec §1): name, an e-mail or a
 * messaging-app id, and consent to be contacted, validated inline with the lead forms' rules.
 */
export function ContactStep({
  onSubmit,
}: {
  onSubmit: (contact: ChatContactInput) => Promise<void>;
}) {
  const intl = useIntl();
  const [contact, setContact] = useState<ChatContactInput>({
    fullName: '',
    contactConsent: false as never,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const set = (patch: Partial<ChatContactInput>) =>
    setContact((current) => ({ ...current, ...patch }));
  const errorText = (message: string) =>
    intl.formatMessage({
      id: `leads.error.${leadMessageKey(message) ?? 'invalidFormat'}` as never,
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = chatContactSchema.safeParse(contact);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ChatContactInput;
        found[field] ??= errorText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    setFailed(false);
    try {
      await onSubmit(parsed.data);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof ChatContactInput, labelId: string, control: ReactNode) => (
    <div>
      <label htmlFor={`chat-${name}`} className="block text-sm font-medium">
        {intl.formatMessage({ id: labelId as never })}
      </label>
      {control}
      {errors[name] && (
        <p id={`chat-${name}-error`} className="text-sm text-red-700 dark:text-red-300">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const describedBy = (name: keyof ChatContactInput) =>
    errors[name] ? `chat-${name}-error` : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <p>{intl.formatMessage({ id: 'assistant.widget.intro' })}</p>
      {field(
        'fullName',
        'leads.field.fullName',
        <input
          id="chat-fullName"
          autoComplete="name"
          className={inputClass}
          value={contact.fullName}
          aria-invalid={errors.fullName !== undefined}
          aria-describedby={describedBy('fullName')}
          onChange={(event) => set({ fullName: event.target.value })}
        />,
      )}
      <p className="text-sm">{intl.formatMessage({ id: 'assistant.widget.contactHint' })}</p>
      {field(
        'email',
        'leads.field.email',
        <input
          id="chat-email"
          type="email"
          autoComplete="email"
          className={inputClass}
          value={contact.email ?? ''}
          aria-invalid={errors.email !== undefined}
          aria-describedby={describedBy('email')}
          onChange={(event) => set({ email: event.target.value })}
        />,
      )}
      {field(
        'messagingApp',
        'assistant.widget.messagingApp',
        <select
          id="chat-messagingApp"
          className={inputClass}
          value={contact.messagingApp ?? ''}
          aria-invalid={errors.messagingApp !== undefined}
          aria-describedby={describedBy('messagingApp')}
          onChange={(event) =>
            set({
              messagingApp: (event.target.value || undefined) as ChatContactInput['messagingApp'],
            })
          }
        >
          <option value="">
            {intl.formatMessage({ id: 'assistant.widget.messagingApp.none' })}
          </option>
          {MESSAGING_APPS.map((app) => (
            <option key={app} value={app}>
              {intl.formatMessage({ id: `leads.contactMethod.${app}` })}
            </option>
          ))}
        </select>,
      )}
      {field(
        'messagingId',
        'assistant.widget.messagingId',
        <input
          id="chat-messagingId"
          className={inputClass}
          value={contact.messagingId ?? ''}
          aria-invalid={errors.messagingId !== undefined}
          aria-describedby={describedBy('messagingId')}
          onChange={(event) => set({ messagingId: event.target.value })}
        />,
      )}
      <div>
        <div className="flex items-start gap-2">
          <input
            id="chat-contactConsent"
            type="checkbox"
            className="mt-1"
            checked={contact.contactConsent === true}
            aria-invalid={errors.contactConsent !== undefined}
            aria-describedby={describedBy('contactConsent')}
            onChange={(event) => set({ contactConsent: event.target.checked as never })}
          />
          <label htmlFor="chat-contactConsent" className="text-sm">
            {intl.formatMessage({ id: 'assistant.widget.consent' }, { privacy: privacyLink })}
          </label>
        </div>
        {errors.contactConsent && (
          <p id="chat-contactConsent-error" className="text-sm text-red-700 dark:text-red-300">
            {errors.contactConsent}
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {intl.formatMessage({ id: 'assistant.widget.sendError' })}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
      >
        {intl.formatMessage({ id: busy ? 'assistant.widget.starting' : 'assistant.widget.start' })}
      </button>
    </form>
  );
}

import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../message-id';

interface LeadFormFrameProps {
  /** `bindForm` of the form's `useLeadForm`: a refused send focuses the first invalid field. */
  bindForm(form: HTMLFormElement | null): void;
  onSubmit(): Promise<unknown>;
  titleId: MessageId;
  introId?: MessageId;
  children: ReactNode;
}

/**
 * A lead form on its page or in the outbox's fix dialog: the form named by its heading (an id of
 * its own, as the same form can stand twice on a page), the intro, and the fields. The browser's
 * own validation is off: the shared schema's messages are shown instead.
 */
export function LeadFormFrame({
  bindForm,
  onSubmit,
  titleId,
  introId,
  children,
}: LeadFormFrameProps) {
  const headingId = useId();
  return (
    <form
      ref={bindForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      aria-labelledby={headingId}
      className="space-y-4"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        <FormattedMessage id={titleId} />
      </h2>
      {introId && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id={introId} />
        </p>
      )}
      {children}
    </form>
  );
}

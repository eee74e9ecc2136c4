import { type ReactNode, useState } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { type SubmitResult } from '../../../data/outbox';
import { useOutboxDraft } from '../hooks/outbox-draft-context';
import { queuedBodyIdOf, useBotCheckConfig } from '../hooks/use-bot-check-config';

interface SubmissionResultProps {
  result: Exclude<SubmitResult, { type: 'rejected' }>;
  onAgain(): void;
  /** What the form adds to its success (the guide link, the approval notice). */
  children?: ReactNode;
}

/**
 * The success screen: the reference ID with a copy button, or the notice that it will be sent
 * (when the network is back, or at the time a busy server asked for).
 */
export function SubmissionResult({ result, onAgain, children }: SubmissionResultProps) {
  const [copied, setCopied] = useState(false);
  const queuedBodyId = queuedBodyIdOf(useBotCheckConfig());
  // A fixed outbox item opened in a dialog: "again" closes it rather than starting a new one.
  const isDraft = useOutboxDraft() !== undefined;
  const copy = async (referenceId: string) => {
    await navigator.clipboard.writeText(referenceId);
    setCopied(true);
  };
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-emerald-950"
    >
      {result.type === 'delivered' ? (
        <>
          <h3 className="text-lg font-semibold">
            <FormattedMessage id="leads.success.title" />
          </h3>
          <p className="mt-2">
            <FormattedMessage id="leads.success.reference" />{' '}
            <strong data-testid="reference-id" dir="ltr" className="font-mono">
              {result.referenceId}
            </strong>
          </p>
          <button
            type="button"
            onClick={() => void copy(result.referenceId)}
            className="mt-3 rounded-md border border-emerald-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-emerald-100"
          >
            <FormattedMessage id={copied ? 'leads.success.copied' : 'leads.success.copy'} />
          </button>
        </>
      ) : result.retryAt !== undefined ? (
        <>
          <h3 className="text-lg font-semibold">
            <FormattedMessage id="leads.queued.retryTitle" />
          </h3>
          <p className="mt-2">
            <FormattedMessage
              id="leads.queued.retryBody"
              values={{
                time: <FormattedTime key="time" value={result.retryAt} timeStyle="medium" />,
              }}
            />
          </p>
        </>
      ) : (
        <>
          <h3 className="text-lg font-semibold">
            <FormattedMessage id="leads.queued.title" />
          </h3>
          <p className="mt-2">
            <FormattedMessage id={queuedBodyId} />
          </p>
        </>
      )}
      {children}
      <button type="button" onClick={onAgain} className="ms-3 mt-3 text-sm font-medium underline">
        <FormattedMessage id={isDraft ? 'leads.dialog.close' : 'leads.success.again'} />
      </button>
    </div>
  );
}

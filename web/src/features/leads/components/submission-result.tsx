import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type SubmitResult } from '../../../data/outbox';
import { type OutboxItem } from '../../../data/outbox-db';
import { useOutboxDraft } from '../hooks/outbox-draft-context';
import { queuedBodyIdOf, useBotCheckConfig } from '../hooks/use-bot-check-config';
import { useOutboxItem } from '../hooks/use-outbox-item';
import { messageIdOf } from '../refusal-messages';
import { submissionOutcome, type SubmissionOutcome } from '../submission-outcome';
import { SiteTime } from '../../../components/site-date';

// Its forms load only when a refused submission is fixed from here.
const OutboxFixDialog = lazy(async () => ({
  default: (await import('./outbox-fix-dialog')).OutboxFixDialog,
}));

interface SubmissionResultProps {
  result: Exclude<SubmitResult, { type: 'rejected' }>;
  onAgain(): void;
  /** What the form adds to its success (the guide link, the approval notice). */
  children?: ReactNode;
}

/**
 * The panel after send, saying what is true now: sent with its reference ID; or saved for later,
 * then (while the panel is open) sending, sent with its reference, or refused with what to fix,
 * as the outbox item moves on.
 */
export function SubmissionResult({ result, onAgain, children }: SubmissionResultProps) {
  const item = useOutboxItem(result.type === 'queued' ? result.key : undefined);
  const outcome = submissionOutcome(result, item?.state);
  // A fixed outbox item opened in a dialog: "again" closes it rather than starting a new one.
  const isDraft = useOutboxDraft() !== undefined;
  const refused = outcome.type === 'refused';
  // The item as it was when opened: the dialog stays while the fixed item is sent and delivered.
  const [fixing, setFixing] = useState<OutboxItem>();
  const closeFix = useCallback(() => setFixing(undefined), []);
  return (
    <div
      role={refused ? 'alert' : 'status'}
      data-testid="submission-result"
      className={`rounded-lg border p-6 ${
        refused
          ? 'border-amber-300 dark:border-amber-800 bg-amber-50 dark:bg-amber-950 text-amber-950 dark:text-amber-50'
          : 'border-emerald-200 dark:border-emerald-900 bg-emerald-50 dark:bg-emerald-950 text-emerald-950 dark:text-emerald-50'
      }`}
    >
      <OutcomeText outcome={outcome} />
      {outcome.type === 'delivered' && children}
      {refused && item && !isDraft && (
        <button
          type="button"
          onClick={() => setFixing(item)}
          className="mt-3 rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-700"
        >
          <FormattedMessage id="leads.outbox.fix" />
        </button>
      )}
      <button type="button" onClick={onAgain} className="ms-3 mt-3 text-sm font-medium underline">
        <FormattedMessage id={isDraft ? 'leads.dialog.close' : 'leads.success.again'} />
      </button>
      {fixing && (
        <Suspense fallback={null}>
          <OutboxFixDialog item={fixing} onClose={closeFix} />
        </Suspense>
      )}
    </div>
  );
}

function OutcomeText({ outcome }: { outcome: SubmissionOutcome }) {
  const queuedBodyId = queuedBodyIdOf(useBotCheckConfig());
  switch (outcome.type) {
    case 'delivered':
      return <Delivered referenceId={outcome.referenceId} />;
    case 'sending':
      return (
        <h3 className="text-lg font-semibold">
          <FormattedMessage id="leads.status.sending" />
        </h3>
      );
    case 'needs-check':
      return (
        <>
          <h3 className="text-lg font-semibold">
            <FormattedMessage id="leads.result.checkTitle" />
          </h3>
          <p className="mt-2">
            <FormattedMessage id="leads.queued.bodyCheck" />
          </p>
        </>
      );
    case 'refused':
      return (
        <>
          <h3 className="text-lg font-semibold">
            <FormattedMessage id="leads.result.refusedTitle" />
          </h3>
          <p className="mt-2">
            <FormattedMessage id={messageIdOf(outcome.message)} />
          </p>
          {outcome.fieldIssues.length > 0 && (
            <ul className="mt-2 list-disc ps-5">
              {outcome.fieldIssues.map((issue) => (
                <li key={issue.field}>
                  <FormattedMessage id={messageIdOf(issue.message)} />
                </li>
              ))}
            </ul>
          )}
        </>
      );
    case 'saved':
      return outcome.retryAt !== undefined ? (
        <>
          <h3 className="text-lg font-semibold">
            <FormattedMessage id="leads.queued.retryTitle" />
          </h3>
          <p className="mt-2">
            <FormattedMessage
              id="leads.queued.retryBody"
              values={{
                time: <SiteTime key="time" value={outcome.retryAt} seconds />,
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
      );
  }
}

/** The success: the reference ID with a copy button. */
function Delivered({ referenceId }: { referenceId: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(referenceId);
    setCopied(true);
  };
  return (
    <>
      <h3 className="text-lg font-semibold">
        <FormattedMessage id="leads.success.title" />
      </h3>
      <p className="mt-2">
        <FormattedMessage id="leads.success.reference" />{' '}
        <strong data-testid="reference-id" dir="ltr" className="font-mono">
          {referenceId}
        </strong>
      </p>
      <button
        type="button"
        onClick={() => void copy()}
        className="mt-3 rounded-md border border-emerald-300 dark:border-emerald-800 bg-white dark:bg-slate-900 px-3 py-1.5 text-sm font-medium hover:bg-emerald-100 dark:hover:bg-emerald-900"
      >
        <FormattedMessage id={copied ? 'leads.success.copied' : 'leads.success.copy'} />
      </button>
    </>
  );
}

import { FormattedMessage } from 'react-intl';

interface LateFeeNoticeProps {
  accepted: boolean;
  onAccepted(accepted: boolean): void;
  id: string;
}

/** Spec §9: under 24 hours before the start a fee may apply; the student agrees before going on. */
export function LateFeeNotice({ accepted, onAccepted, id }: LateFeeNoticeProps) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p id={`${id}-text`}>
        <FormattedMessage id="sessions.fee.notice" />
      </p>
      <label className="mt-2 flex items-start gap-2 font-medium">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => onAccepted(event.target.checked)}
          aria-describedby={`${id}-text`}
          className="mt-0.5 size-4"
        />
        <FormattedMessage id="sessions.fee.accept" />
      </label>
    </div>
  );
}

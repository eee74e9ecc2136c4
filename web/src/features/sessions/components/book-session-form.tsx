import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type BookableAdvisor,
  bookSessionSchema,
  SESSION_NOTES_MAX,
  type SessionView,
  type Slot,
} from '../../../../../shared/sessions/session-booking';
import { sessionMessageKey } from '../../../../../shared/sessions/session-messages';
import { ApiCallError } from '../../../data/api-client';
import { bookSession } from '../../../data/sessions-api';
import { type MessageId } from '../../../i18n/messages';
import { useSiteDateFormat } from '../../../lib/use-site-date-format';
import { sessionErrorText } from '../session-error-text';
import { BookingChoice } from './booking-choice';

interface BookSessionFormProps {
  advisors: BookableAdvisor[];
  timeZone: string;
  onBooked(session: SessionView): void;
}

const field =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
const label = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

/**
 * Booking (issue 15 item 1): an advisor, a session type, a day and a free time, and optional
 * notes; checked here with the API's own schema before it is sent.
 */
export function BookSessionForm({ advisors, timeZone, onBooked }: BookSessionFormProps) {
  const intl = useIntl();
  const format = useSiteDateFormat();
  const [advisorId, setAdvisorId] = useState(advisors[0]!.id);
  const advisor = advisors.find((candidate) => candidate.id === advisorId) ?? advisors[0]!;
  const [typeId, setTypeId] = useState(advisor.types[0]!.id);
  const type = advisor.types.find((candidate) => candidate.id === typeId) ?? advisor.types[0]!;
  const [slot, setSlot] = useState<Slot>();
  const [notes, setNotes] = useState('');
  // Labels name their fields by id: wrapped around a select, a label's name would take in the
  // chosen option too ("Advisor Alex Admin").
  const advisorFieldId = useId();
  const typeFieldId = useId();
  const [reload, setReload] = useState(0);
  const [problem, setProblem] = useState<{ field: 'slot' | 'notes' | 'form'; text: string }>();
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<SessionView>();

  const fieldText = (message: string) => {
    const key = sessionMessageKey(message);
    return intl.formatMessage({
      id: (key ? `sessions.error.${key}` : 'error.call.badRequest') as MessageId,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBooked(undefined);
    if (!slot) {
      setProblem({ field: 'slot', text: intl.formatMessage({ id: 'sessions.book.chooseTime' }) });
      return;
    }
    const input = { advisorId: advisor.id, typeId: type.id, start: slot.start, notes, timeZone };
    const checked = bookSessionSchema.safeParse(input);
    if (!checked.success) {
      setProblem({ field: 'notes', text: fieldText(checked.error.issues[0]!.message) });
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      const session = await bookSession(input);
      setBooked(session);
      setSlot(undefined);
      setNotes('');
      setReload((value) => value + 1);
      onBooked(session);
    } catch (error) {
      if (error instanceof ApiCallError && error.statusCode === 409) {
        setSlot(undefined);
        setReload((value) => value + 1);
      }
      setProblem({ field: 'form', text: sessionErrorText(intl, error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={advisorFieldId} className={label}>
            <FormattedMessage id="sessions.book.advisor" />
          </label>
          <select
            id={advisorFieldId}
            className={field}
            value={advisor.id}
            onChange={(event) => {
              const next = advisors.find((candidate) => candidate.id === event.target.value)!;
              setAdvisorId(next.id);
              setTypeId(next.types[0]!.id);
              setSlot(undefined);
            }}
          >
            {advisors.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={typeFieldId} className={label}>
            <FormattedMessage id="sessions.book.type" />
          </label>
          <select
            id={typeFieldId}
            className={field}
            value={type.id}
            onChange={(event) => {
              setTypeId(event.target.value);
              setSlot(undefined);
            }}
          >
            {advisor.types.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {intl.formatMessage(
                  { id: 'sessions.book.typeOption' },
                  { name: candidate.name, minutes: candidate.durationMinutes },
                )}
              </option>
            ))}
          </select>
        </div>
      </div>
      <BookingChoice
        key={`${advisor.id}:${type.id}`}
        advisorId={advisor.id}
        typeId={type.id}
        advisorTimeZone={advisor.timeZone}
        timeZone={timeZone}
        reload={reload}
        selected={slot}
        onSelect={(next) => {
          setSlot(next);
          if (problem?.field === 'slot') setProblem(undefined);
        }}
      />
      {problem?.field === 'slot' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem.text}
        </p>
      )}
      <label className={label}>
        <FormattedMessage id="sessions.book.notes" />
        <textarea
          className={field}
          rows={3}
          value={notes}
          maxLength={SESSION_NOTES_MAX + 100}
          aria-invalid={problem?.field === 'notes'}
          aria-describedby={problem?.field === 'notes' ? 'session-notes-error' : undefined}
          onChange={(event) => setNotes(event.target.value)}
        />
      </label>
      {problem?.field === 'notes' && (
        <p id="session-notes-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem.text}
        </p>
      )}
      {problem?.field === 'form' && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {problem.text}
        </p>
      )}
      {booked && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          <FormattedMessage
            id={
              booked.status === 'pending' ? 'sessions.book.bookedPending' : 'sessions.book.booked'
            }
            values={{ when: format.dateTime(booked.start, { timeZone }) }}
          />
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700 disabled:opacity-60"
      >
        <FormattedMessage id={sending ? 'sessions.book.sending' : 'sessions.book.submit'} />
      </button>
    </form>
  );
}

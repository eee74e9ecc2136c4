import { useState } from 'react';
import { type Slot } from '../../../../../shared/sessions/session-booking';
import { todayIn } from '../session-days';
import { DayPicker } from './day-picker';
import { SlotPicker } from './slot-picker';

interface BookingChoiceProps {
  advisorId: string;
  typeId: string;
  advisorTimeZone: string;
  timeZone: string;
  reload: number;
  selected: Slot | undefined;
  onSelect(slot: Slot | undefined): void;
}

/** A day of the student's, then one of its free times: used by booking and by rescheduling. */
export function BookingChoice(props: BookingChoiceProps) {
  const { timeZone, selected, onSelect } = props;
  const [today] = useState(() => todayIn(timeZone));
  const [page, setPage] = useState(0);
  const [day, setDay] = useState(today);
  return (
    <div className="min-w-0 space-y-4">
      <DayPicker
        today={today}
        page={page}
        onPage={setPage}
        selected={day}
        onSelect={(next) => {
          setDay(next);
          onSelect(undefined);
        }}
      />
      <SlotPicker
        advisorId={props.advisorId}
        typeId={props.typeId}
        day={day}
        timeZone={timeZone}
        advisorTimeZone={props.advisorTimeZone}
        reload={props.reload}
        selected={selected?.start}
        onSelect={onSelect}
      />
    </div>
  );
}

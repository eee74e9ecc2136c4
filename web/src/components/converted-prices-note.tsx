import { FormattedMessage } from 'react-intl';
import { CalendarDay } from './calendar-day';

/**
 * Says that prices shown in another currency than a program's own are converted, approximately,
 * and with the rates of which day: they are a guide to compare programs, not a quote.
 */
export function ConvertedPricesNote({ ratesDate }: { ratesDate: string }) {
  return (
    <p data-testid="converted-prices-note" className="text-sm text-slate-600 dark:text-slate-300">
      <FormattedMessage
        id="catalog.tuition.converted"
        values={{ date: <CalendarDay value={ratesDate} dateStyle="long" /> }}
      />
    </p>
  );
}

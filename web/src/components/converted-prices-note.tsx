import { FormattedDate, FormattedMessage } from 'react-intl';

/**
 * Says that prices shown in another currency than a program's own are converted, approximately,
 * and with the rates of which day: they are a guide to compare programs, not a quote.
 */
export function ConvertedPricesNote({ ratesDate }: { ratesDate: string }) {
  return (
    <p data-testid="converted-prices-note" className="text-sm text-slate-600">
      <FormattedMessage
        id="catalog.tuition.converted"
        values={{ date: <FormattedDate value={ratesDate} dateStyle="long" timeZone="UTC" /> }}
      />
    </p>
  );
}

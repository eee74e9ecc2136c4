import { FormattedNumber } from 'react-intl';

interface PriceProps {
  value: number;
  /** ISO 4217 code. */
  currency: string;
}

/**
 * An amount of money written the page's way (Intl.NumberFormat in its locale) and isolated in a
 * <bdi>, so that in Arabic the bidi algorithm cannot move the sign away from its number or mix the
 * digits with the text around them ("US$4,789" read as "$US 4,789").
 */
export function Price({ value, currency }: PriceProps) {
  return (
    <bdi data-testid="price">
      <FormattedNumber
        value={value}
        style="currency"
        currency={currency}
        maximumFractionDigits={0}
      />
    </bdi>
  );
}

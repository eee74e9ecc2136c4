import { FormattedMessage } from 'react-intl';

/**
 * The example number of the phone hint. A number reads left to right in every language; isolated
 * and set LTR, Arabic text around it cannot reverse its groups ("5678 1234 2 20+").
 */
export function PhoneExample() {
  return (
    <bdi dir="ltr" data-testid="phone-example">
      <FormattedMessage id="leads.field.phoneExample" />
    </bdi>
  );
}

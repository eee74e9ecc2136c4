import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { customizeOpened } from '../consent-slice';

/** The footer's "Cookie preferences" link: reopens the preferences dialog at any time. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(customizeOpened())} className={className}>
      <FormattedMessage id="consent.footerLink" />
    </button>
  );
}

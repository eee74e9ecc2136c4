import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { allAccepted, customizeOpened, nonEssentialRejected } from '../consent-slice';
import {
  COOKIE_BANNER_BUTTONS_CLASS,
  COOKIE_BANNER_CLASS,
  COOKIE_BANNER_LINK_CLASS,
  COOKIE_BANNER_ROW_CLASS,
  COOKIE_BANNER_TEXT_CLASS,
  COOKIE_NOTICE_PATH,
  COOKIE_PRIMARY_BUTTON_CLASS,
  COOKIE_SECONDARY_BUTTON_CLASS,
} from '../../../../../shared/first-paint/site-frame-classes';

/**
 * The first-visit consent banner: accept all, reject non-essential or customize. It is a labelled
 * region rather than a modal, so the page stays usable while it shows.
 */
export function CookieBanner() {
  const intl = useIntl();
  const dispatch = useDispatch();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'consent.banner.label' })}
      className={COOKIE_BANNER_CLASS}
    >
      <div className={COOKIE_BANNER_ROW_CLASS}>
        <p className={COOKIE_BANNER_TEXT_CLASS}>
          <FormattedMessage
            id="consent.banner.text"
            values={{
              link: (text) => (
                <Link to={COOKIE_NOTICE_PATH} className={COOKIE_BANNER_LINK_CLASS}>
                  {text}
                </Link>
              ),
            }}
          />
        </p>
        <div className={COOKIE_BANNER_BUTTONS_CLASS}>
          <button
            type="button"
            onClick={() => dispatch(customizeOpened())}
            className={COOKIE_SECONDARY_BUTTON_CLASS}
          >
            <FormattedMessage id="consent.customize" />
          </button>
          <button
            type="button"
            onClick={() => dispatch(nonEssentialRejected())}
            className={COOKIE_SECONDARY_BUTTON_CLASS}
          >
            <FormattedMessage id="consent.rejectNonEssential" />
          </button>
          <button
            type="button"
            onClick={() => dispatch(allAccepted())}
            className={COOKIE_PRIMARY_BUTTON_CLASS}
          >
            <FormattedMessage id="consent.acceptAll" />
          </button>
        </div>
      </div>
    </section>
  );
}

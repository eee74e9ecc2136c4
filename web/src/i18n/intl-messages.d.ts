/**
 * Registers our message ids with react-intl, so `<FormattedMessage id>` and `formatMessage({ id })`
 * only accept keys that exist in locales/en.json.
 */
import type en from '../../../locales/en.json';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof en;
    }
  }
}

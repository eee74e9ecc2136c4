import { type MessageDescriptor } from 'react-intl';

/** A key of locales/en.json, as react-intl is told to accept (web/src/i18n/intl-messages.d.ts). */
export type MessageId = NonNullable<MessageDescriptor['id']>;

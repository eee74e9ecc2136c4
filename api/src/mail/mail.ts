import { type LanguageCode } from '../../../shared/i18n/languages';

/** One mail, already written in its reader's language (DESIGN.md decision 13). */
export interface OutgoingMail {
  to: string;
  language: LanguageCode;
  subject: string;
  /** The plain-text part every mail carries. */
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

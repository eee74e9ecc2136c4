import { type MessageId } from '../i18n/messages';

/** A failure the user is told about in their language: the id of its text, and English for logs. */
export class LocalizedError extends Error {
  constructor(
    readonly messageId: MessageId,
    logMessage: string,
  ) {
    super(logMessage);
    this.name = 'LocalizedError';
  }
}

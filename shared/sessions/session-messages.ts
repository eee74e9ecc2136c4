/**
 * What the sessions endpoints and forms answer with, in English as the API sends them; the web
 * shows each as its `sessions.error.<key>` locale key (sessionMessageKey).
 */
export const SESSION_MESSAGES = {
  required: 'This field is required',
  invalidFormat: 'Invalid format',
  tooLong: 'This text is too long',
  endBeforeStart: 'The end must be after the start',
  overlappingWindows: 'These hours overlap another range of the same day',
  rangeTooLong: 'Choose a range of at most 31 days',
  duplicateTypeName: 'Another session type already has this name',
  advisorNotFound: 'This advisor does not offer sessions',
  sessionTypeNotFound: 'This session type is not offered',
  slotUnavailable: 'This time is no longer available. Please choose another one.',
  slotTaken: 'Someone else has just booked this time. Please choose another one.',
  sessionNotFound: 'The requested resource was not found.',
  alreadyCanceled: 'This session has been canceled',
  alreadyStarted: 'This session has already started',
  lateCancelConfirmationRequired:
    'Cancelling less than 24 hours before the start may incur a fee. Confirm to continue.',
  sameTime: 'Choose a different time',
  notPending: 'Only a pending session can be confirmed',
} as const;

export type SessionMessageKey = keyof typeof SESSION_MESSAGES;

/** `sessions.error.<key>` for a message of SESSION_MESSAGES; undefined for any other text. */
export function sessionMessageKey(message: string): SessionMessageKey | undefined {
  const entry = Object.entries(SESSION_MESSAGES).find(([, text]) => text === message);
  return entry?.[0] as SessionMessageKey | undefined;
}

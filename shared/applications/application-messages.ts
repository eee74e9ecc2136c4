/**
 * What the applications endpoints and forms answer with, in English as the API sends them; the
 * web shows each as its `applications.error.<key>` locale key (applicationMessageKey).
 */
export const APPLICATION_MESSAGES = {
  required: 'This field is required',
  tooLong: 'This text is too long',
  invalidFormat: 'Invalid format',
  notFound: 'The requested resource was not found.',
  courseNotFound: 'This program is not open for applications',
  transitionNotAllowed: 'This application cannot move to that status from its current one',
  changedMeanwhile: 'Someone else has just changed this application. Reload it and try again.',
  withdrawNotAllowed: 'Only a pending application can be withdrawn',
} as const;

export type ApplicationMessageKey = keyof typeof APPLICATION_MESSAGES;

/** `applications.error.<key>` for a message of APPLICATION_MESSAGES; undefined for any other. */
export function applicationMessageKey(message: string): ApplicationMessageKey | undefined {
  const entry = Object.entries(APPLICATION_MESSAGES).find(([, text]) => text === message);
  return entry?.[0] as ApplicationMessageKey | undefined;
}

/** Spec §5 and §8 wording of the notification calls. */
export const NOTIFICATION_MESSAGES = {
  /** Spec §5: marking all read without a known user id. */
  userIdRequired: 'User ID is required',
  /** A one-click unsubscribe whose token is missing, forged or for another purpose. */
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
} as const;

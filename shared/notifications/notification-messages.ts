/** Spec §5 and §8 wording of the notification calls. */
export const NOTIFICATION_MESSAGES = {
  /** Spec §5: marking all read without a known user id. */
  userIdRequired: 'User ID is required',
} as const;

/**
 * Messages the admin area's forms and endpoints answer with, in English as the API sends them;
 * the web maps each to its `admin.error.<key>` locale key (web/src/features/admin/forms/
 * form-messages.ts). Each admin feature adds its own here.
 */
export const ADMIN_MESSAGES = {
  tooLong: 'This text is too long',
  roleRequired: 'Choose at least one role',
  staleRevision: 'Someone else changed this in the meantime. Reload it and try again.',
  builtInRole: 'Built-in roles cannot be changed or deleted',
  roleExists: 'A role with this name already exists',
  superadminOnly: 'Only a super admin can grant this permission',
  roleName: 'Use 2 to 40 lowercase letters, digits or hyphens',
  contentLanguageRequired: 'Write the item in at least one language',
  contentSlugTaken: 'Another item already uses this address',
  contentStaleRevision:
    'Someone else saved this item after you opened it. Reload it to see their changes, then save again.',
  contentTransitionNotAllowed: 'This status change is not allowed',
  contentScheduleNotDraft: 'Only a draft can be scheduled',
  contentScheduleInPast: 'Choose a time in the future',
} as const;

export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

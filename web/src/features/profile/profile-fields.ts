/**
 * The profile's fields by tab (spec §2 profile tabs, §3 profile labels and study preferences) and
 * the part of them the settings' profile section shows (§3 'User settings').
 */
import { type ProfileDocument } from '../../../../shared/sync/profile-document';

export type ProfileField = keyof Omit<
  ProfileDocument,
  'id' | 'userId' | 'revision' | 'updatedAt' | '_deleted'
>;

export const PROFILE_TABS = {
  personal: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'bio',
    'picture',
    'country',
    'city',
    'dateOfBirth',
  ],
  education: ['academicBackground'],
  work: ['currentEmployment'],
  languages: ['languages'],
  studyPreferences: ['desiredPrograms', 'desiredCountries', 'preferredStartDate'],
} as const satisfies Record<string, readonly ProfileField[]>;

export type ProfileTab = keyof typeof PROFILE_TABS;

export const PROFILE_TAB_NAMES = Object.keys(PROFILE_TABS) as ProfileTab[];

/** The settings' profile section: the profile fields of spec §3 'User settings'. */
export const SETTINGS_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'bio',
  'email',
  'phone',
  'picture',
] as const satisfies readonly ProfileField[];

/**
 * Fields a form does not save with its button: the e-mail is the identity provider's (read only)
 * and the picture is uploaded and saved the moment it is chosen.
 */
export const NOT_DRAFTED: readonly ProfileField[] = ['email', 'picture'];

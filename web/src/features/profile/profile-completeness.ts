/**
 * How complete a profile is, and the next thing to fill in (the overview's "complete your
 * profile" card). A pure function of the profile document: each step is one thing a student can
 * do on one tab, in the order an advisor would ask for them.
 */
import { type ProfileDocument } from '../../../../shared/sync/profile-document';
import { type ProfileTab } from './profile-fields';

export const PROFILE_STEPS = [
  'name',
  'picture',
  'phone',
  'location',
  'dateOfBirth',
  'bio',
  'education',
  'work',
  'languages',
  'desiredPrograms',
  'desiredCountries',
  'preferredStartDate',
] as const;

export type ProfileStep = (typeof PROFILE_STEPS)[number];

const filled = (text: string) => text.trim() !== '';

const STEP_DONE: Record<ProfileStep, (profile: ProfileDocument) => boolean> = {
  name: (p) => filled(p.firstName) && filled(p.lastName),
  picture: (p) => filled(p.picture),
  phone: (p) => filled(p.phone),
  location: (p) => filled(p.country) && filled(p.city),
  dateOfBirth: (p) => filled(p.dateOfBirth),
  bio: (p) => filled(p.bio),
  education: (p) => filled(p.academicBackground),
  work: (p) => filled(p.currentEmployment),
  languages: (p) => p.languages.length > 0,
  desiredPrograms: (p) => p.desiredPrograms.length > 0,
  desiredCountries: (p) => p.desiredCountries.length > 0,
  preferredStartDate: (p) => filled(p.preferredStartDate),
};

/** The tab where each step is done. */
export const STEP_TABS: Record<ProfileStep, ProfileTab> = {
  name: 'personal',
  picture: 'personal',
  phone: 'personal',
  location: 'personal',
  dateOfBirth: 'personal',
  bio: 'personal',
  education: 'education',
  work: 'work',
  languages: 'languages',
  desiredPrograms: 'studyPreferences',
  desiredCountries: 'studyPreferences',
  preferredStartDate: 'studyPreferences',
};

export interface ProfileCompleteness {
  done: number;
  total: number;
  /** Whole percent, 0 to 100. */
  percent: number;
  /** The first step not done yet and its tab, or null when the profile is complete. */
  next: { step: ProfileStep; tab: ProfileTab } | null;
}

export function profileCompleteness(profile: ProfileDocument): ProfileCompleteness {
  const missing = PROFILE_STEPS.filter((step) => !STEP_DONE[step](profile));
  const total = PROFILE_STEPS.length;
  const done = total - missing.length;
  const step = missing[0];
  return {
    done,
    total,
    percent: Math.round((done / total) * 100),
    next: step ? { step, tab: STEP_TABS[step] } : null,
  };
}

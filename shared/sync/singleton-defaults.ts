/**
 * The documents a user has before writing any: the empty profile and the default settings. Kept
 * apart from the documents' schemas so the browser's always-loaded sync hooks use them without
 * loading the validation code (and its phone-number metadata) on a first visit.
 */
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import {
  DEFAULT_CURRENCY,
  DEFAULT_THEME,
  DEFAULT_TIME_ZONE,
} from '../preferences/display-preferences';
import { type ProfileDocument } from './profile-document';
import { type SettingsDocument } from './settings-document';

/** The profile of a user who has filled nothing in yet. */
export function emptyProfile(userId: string, email = ''): ProfileDocument {
  return {
    id: userId,
    userId,
    _deleted: false,
    firstName: '',
    lastName: '',
    email,
    phone: '',
    bio: '',
    picture: '',
    country: '',
    city: '',
    dateOfBirth: '',
    academicBackground: '',
    currentEmployment: '',
    languages: [],
    desiredPrograms: [],
    desiredCountries: [],
    preferredStartDate: '',
  };
}

/**
 * A new user's settings: display as spec §9's default preferences (en, system, USD, UTC);
 * service mails on, marketing off until the user opts in.
 */
export function defaultSettings(userId: string): SettingsDocument {
  return {
    id: userId,
    userId,
    _deleted: false,
    notifications: {
      emailUpdates: true,
      courseRecommendations: true,
      sessionReminders: true,
      applicationUpdates: true,
      marketingEmails: false,
      sms: false,
      push: true,
    },
    newsletterFrequency: 'monthly',
    display: {
      language: DEFAULT_LANGUAGE,
      theme: DEFAULT_THEME,
      currency: DEFAULT_CURRENCY,
      timeZone: DEFAULT_TIME_ZONE,
    },
    profileVisibility: 'private',
  };
}

import { emptyProfile, type ProfileDocument } from '../../../../shared/sync/profile-document';
import { PROFILE_STEPS, profileCompleteness } from './profile-completeness';

const full: ProfileDocument = {
  ...emptyProfile('auth0|ada', 'ada@example.com'),
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+442079460958',
  bio: 'Mathematician.',
  picture: 'https://example.com/api/public/profile-pictures/a.webp',
  country: 'uk',
  city: 'London',
  dateOfBirth: '1995-12-10',
  academicBackground: 'BSc Mathematics',
  currentEmployment: 'Analyst',
  languages: [{ language: 'en', level: 'native' }],
  desiredPrograms: ['master'],
  desiredCountries: ['fi'],
  preferredStartDate: '2027-09-01',
};

describe(profileCompleteness.name, () => {
  it('counts nothing done on an empty profile and asks for the name first', () => {
    expect(profileCompleteness(emptyProfile('auth0|ada'))).toEqual({
      done: 0,
      total: PROFILE_STEPS.length,
      percent: 0,
      next: { step: 'name', tab: 'personal' },
    });
  });

  it('is complete, with no next step, when every step is done', () => {
    expect(profileCompleteness(full)).toEqual({
      done: 12,
      total: 12,
      percent: 100,
      next: null,
    });
  });

  it('needs both names, and both country and city, for those steps', () => {
    const halfNamed = profileCompleteness({ ...full, lastName: '  ' });
    expect(halfNamed.next).toEqual({ step: 'name', tab: 'personal' });
    expect(profileCompleteness({ ...full, city: '' }).next?.step).toBe('location');
  });

  it('points at the first missing step in order and the tab where it is done', () => {
    const result = profileCompleteness({ ...full, languages: [], preferredStartDate: '' });
    expect(result).toMatchObject({ done: 10, percent: 83 });
    expect(result.next).toEqual({ step: 'languages', tab: 'languages' });
    expect(profileCompleteness({ ...full, desiredCountries: [] }).next).toEqual({
      step: 'desiredCountries',
      tab: 'studyPreferences',
    });
  });

  it('ignores the e-mail, which the identity provider fills in', () => {
    expect(profileCompleteness({ ...full, email: '' }).percent).toBe(100);
  });
});

import { LEAD_MESSAGES } from '../leads/lead-messages';
import { newFavorite } from './favorite-document';
import { emptyProfile } from './profile-document';
import { defaultSettings } from './settings-document';
import { SYNC_COLLECTION_SCHEMAS } from './sync-collections';
import { syncPullRequestSchema, syncPushRequestSchema } from './sync-protocol';

const USER = 'auth0|ada';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

describe('sync document schemas', () => {
  it('accept the documents a new user starts with', () => {
    expect(SYNC_COLLECTION_SCHEMAS.favorites.safeParse(newFavorite(USER, 'c-1')).success).toBe(
      true,
    );
    expect(SYNC_COLLECTION_SCHEMAS.profile.safeParse(emptyProfile(USER)).success).toBe(true);
    expect(SYNC_COLLECTION_SCHEMAS.settings.safeParse(defaultSettings(USER)).success).toBe(true);
  });

  it('names a phone that is not a real number with the spec message', () => {
    const result = SYNC_COLLECTION_SCHEMAS.profile.safeParse({
      ...emptyProfile(USER),
      phone: '+1 555',
    });
    expect(issues(result)).toEqual([{ field: 'phone', message: LEAD_MESSAGES.invalidPhone }]);
  });

  it('accepts a filled-in profile', () => {
    const result = SYNC_COLLECTION_SCHEMAS.profile.safeParse({
      ...emptyProfile(USER, 'ada@example.com'),
      firstName: 'Ada',
      phone: '+33 6 12 34 56 78',
      country: 'fr',
      dateOfBirth: '2001-04-12',
      picture: 'https://images.example.com/ada.png',
      languages: [{ language: 'fr', level: 'C1' }],
      desiredPrograms: ['master'],
      desiredCountries: ['uk', 'de'],
      preferredStartDate: '2027-09-01',
    });
    expect(result.success).toBe(true);
  });

  it('refuses unknown fields, bad dates, repeated countries and a favourite whose id is not its course', () => {
    expect(
      issues(SYNC_COLLECTION_SCHEMAS.profile.safeParse({ ...emptyProfile(USER), nickname: 'A' })),
    ).toEqual([{ field: '', message: expect.any(String) }]);
    expect(
      issues(
        SYNC_COLLECTION_SCHEMAS.profile.safeParse({
          ...emptyProfile(USER),
          dateOfBirth: '12/04/2001',
          desiredCountries: ['fr', 'fr'],
        }),
      ),
    ).toEqual([
      { field: 'dateOfBirth', message: LEAD_MESSAGES.invalidFormat },
      { field: 'desiredCountries', message: LEAD_MESSAGES.invalidFormat },
    ]);
    expect(
      issues(
        SYNC_COLLECTION_SCHEMAS.favorites.safeParse({ ...newFavorite(USER, 'c-1'), id: 'c-2' }),
      ),
    ).toEqual([{ field: 'id', message: LEAD_MESSAGES.invalidFormat }]);
  });

  it('checks settings choices and time zones', () => {
    const settings = defaultSettings(USER);
    expect(
      SYNC_COLLECTION_SCHEMAS.settings.safeParse({
        ...settings,
        display: { ...settings.display, timeZone: 'Europe/Istanbul' },
      }).success,
    ).toBe(true);
    expect(
      issues(
        SYNC_COLLECTION_SCHEMAS.settings.safeParse({
          ...settings,
          display: { ...settings.display, theme: 'sepia', timeZone: 'Mars/Olympus' },
        }),
      ),
    ).toEqual([
      { field: 'display.theme', message: LEAD_MESSAGES.invalidFormat },
      { field: 'display.timeZone', message: LEAD_MESSAGES.invalidFormat },
    ]);
  });
});

describe('sync protocol schemas', () => {
  it('take a fresh pull and a resumed pull, within the batch size bound', () => {
    expect(syncPullRequestSchema.safeParse({ checkpoint: null, batchSize: 50 }).success).toBe(true);
    expect(
      syncPullRequestSchema.safeParse({ checkpoint: { sequence: 12 }, batchSize: 50 }).success,
    ).toBe(true);
    expect(syncPullRequestSchema.safeParse({ checkpoint: null, batchSize: 5000 }).success).toBe(
      false,
    );
  });

  it('validate each pushed row with its collection schema', () => {
    const push = syncPushRequestSchema('favorites');
    expect(push.safeParse([{ newDocumentState: newFavorite(USER, 'c-1') }]).success).toBe(true);
    expect(
      issues(
        push.safeParse([{ newDocumentState: { ...newFavorite(USER, 'c-1'), _deleted: 'no' } }]),
      ),
    ).toEqual([{ field: '0.newDocumentState._deleted', message: LEAD_MESSAGES.invalidFormat }]);
  });
});

import { favoritesConflictPolicy, SYNC_CONFLICT_POLICIES } from './conflict-policies';
import { newFavorite, type FavoriteDocument } from './favorite-document';
import { emptyProfile, type ProfileDocument } from './profile-document';
import { defaultSettings, type SettingsDocument } from './settings-document';

const USER = 'auth0|ada';

function stored<D extends { revision?: number; updatedAt?: string }>(
  document: D,
  revision: number,
): D {
  return { ...document, revision, updatedAt: `2026-01-0${revision}T10:00:00.000Z` };
}

describe('favoritesConflictPolicy', () => {
  const alive = stored(newFavorite(USER, 'lyon-mba'), 1);
  const removed: FavoriteDocument = { ...alive, _deleted: true };

  it('keeps a favourite re-added on the server while this device removed it (add wins)', () => {
    const resolved = favoritesConflictPolicy.resolve({
      assumedMasterState: removed,
      newDocumentState: { ...removed, _deleted: false },
      realMasterState: stored(removed, 3),
    });
    expect(resolved).toEqual({ ...stored(removed, 3), _deleted: false });
  });

  it('keeps a favourite this device removed when the server re-added it concurrently', () => {
    const resolved = favoritesConflictPolicy.resolve({
      assumedMasterState: alive,
      newDocumentState: removed,
      realMasterState: stored(alive, 3),
    });
    expect(resolved._deleted).toBe(false);
    expect(resolved.revision).toBe(3);
  });

  it('removes the favourite when both sides removed it', () => {
    const resolved = favoritesConflictPolicy.resolve({
      assumedMasterState: alive,
      newDocumentState: removed,
      realMasterState: { ...stored(alive, 2), _deleted: true },
    });
    expect(resolved).toEqual({ ...stored(alive, 2), _deleted: true });
  });

  it('adopts the server state when this device did not change the document', () => {
    const master = { ...stored(alive, 4), _deleted: true };
    expect(
      favoritesConflictPolicy.resolve({
        assumedMasterState: alive,
        newDocumentState: alive,
        realMasterState: master,
      }),
    ).toEqual(master);
  });

  it('merges two devices that favourited the same course into one live document', () => {
    const resolved = favoritesConflictPolicy.resolve({
      newDocumentState: newFavorite(USER, 'lyon-mba'),
      realMasterState: alive,
    });
    expect(resolved).toEqual(alive);
  });

  it('compares whole states, server revision included', () => {
    expect(favoritesConflictPolicy.isEqual(alive, { ...alive })).toBe(true);
    expect(favoritesConflictPolicy.isEqual(alive, stored(alive, 2))).toBe(false);
  });
});

describe('profile conflict policy (field-level three-way merge)', () => {
  const policy = SYNC_CONFLICT_POLICIES.profile;
  const base: ProfileDocument = stored(
    { ...emptyProfile(USER, 'ada@example.com'), firstName: 'Ada', city: 'Lyon' },
    2,
  );

  it('keeps the fields each side changed and the server fields of the master', () => {
    const mine = { ...base, firstName: 'Adeline', languages: [{ language: 'fr', level: 'B2' }] };
    const theirs = stored({ ...base, city: 'Paris', bio: 'Engineer' }, 3);
    const resolved = policy.resolve({
      assumedMasterState: base,
      newDocumentState: mine as ProfileDocument,
      realMasterState: theirs,
    });
    expect(resolved).toEqual({
      ...theirs,
      firstName: 'Adeline',
      languages: [{ language: 'fr', level: 'B2' }],
    });
  });

  it("keeps this device's value when both sides changed one field", () => {
    const resolved = policy.resolve({
      assumedMasterState: base,
      newDocumentState: { ...base, city: 'Nice' },
      realMasterState: stored({ ...base, city: 'Paris' }, 3),
    });
    expect(resolved.city).toBe('Nice');
    expect(resolved.revision).toBe(3);
  });

  it('never keeps a client value of a server-owned field (email, revision, updatedAt)', () => {
    const theirs = stored({ ...base, email: 'ada@new.example' }, 5);
    const resolved = policy.resolve({
      assumedMasterState: base,
      newDocumentState: { ...base, email: 'forged@example.com', revision: 9 },
      realMasterState: theirs,
    });
    expect(resolved.email).toBe('ada@new.example');
    expect(resolved.revision).toBe(5);
    expect(resolved.updatedAt).toBe(theirs.updatedAt);
  });

  it('merges against the empty profile when this device never saw the server one', () => {
    const theirs = stored({ ...emptyProfile(USER), firstName: 'Ada', city: 'Lyon' }, 1);
    const resolved = policy.resolve({
      newDocumentState: { ...emptyProfile(USER), phone: '+33612345678' },
      realMasterState: theirs,
    });
    expect(resolved).toEqual({ ...theirs, phone: '+33612345678' });
  });
});

describe('settings conflict policy (field-level merge into nested groups)', () => {
  const policy = SYNC_CONFLICT_POLICIES.settings;
  const base: SettingsDocument = stored(defaultSettings(USER), 1);

  it('merges toggles and display fields one by one', () => {
    const mine: SettingsDocument = {
      ...base,
      notifications: { ...base.notifications, sms: true },
      display: { ...base.display, theme: 'dark' },
    };
    const theirs: SettingsDocument = stored(
      {
        ...base,
        notifications: { ...base.notifications, marketingEmails: true },
        display: { ...base.display, currency: 'EUR' },
      },
      2,
    );
    const resolved = policy.resolve({
      assumedMasterState: base,
      newDocumentState: mine,
      realMasterState: theirs,
    });
    expect(resolved.notifications).toEqual({
      ...base.notifications,
      sms: true,
      marketingEmails: true,
    });
    expect(resolved.display).toEqual({ ...base.display, theme: 'dark', currency: 'EUR' });
    expect(resolved.revision).toBe(2);
  });

  it("keeps the account's display when a second new device's seed lands after the first", () => {
    // Two devices signed in at once, each seeding the new account's settings from its visitor
    // preferences: Arabic landed first; the Turkish device never saw it.
    const first: SettingsDocument = stored(
      { ...defaultSettings(USER), display: { ...base.display, language: 'ar', currency: 'EUR' } },
      1,
    );
    const turkishSeed: SettingsDocument = {
      ...defaultSettings(USER),
      notifications: { ...base.notifications, sms: true },
      display: { ...base.display, language: 'tr' },
    };
    const resolved = policy.resolve({ newDocumentState: turkishSeed, realMasterState: first });
    expect(resolved.display).toEqual(first.display);
    // Other fields the device set still merge as before.
    expect(resolved.notifications.sms).toBe(true);
    expect(resolved.revision).toBe(1);
  });
});

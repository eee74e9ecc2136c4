import { newFavorite, type FavoriteDocument } from '../../../shared/sync/favorite-document';
import { emptyProfile, type ProfileDocument } from '../../../shared/sync/profile-document';
import { asLocalChange, conflictOutcome, isPendingChange, resolveConflict } from './local-change';

const USER = 'auth0|ada';

function stored<D>(document: D, revision: number): D {
  return { ...document, revision, updatedAt: `2026-01-0${revision}T10:00:00.000Z` };
}

describe('asLocalChange', () => {
  it('drops the server stamps, so the change counts as waiting until the server confirms it', () => {
    const change = asLocalChange('favorites', stored(newFavorite(USER, 'lyon-mba'), 3));
    expect(change).toEqual(newFavorite(USER, 'lyon-mba'));
    expect(isPendingChange(change)).toBe(true);
    expect(isPendingChange(stored(change, 4))).toBe(false);
  });

  it('refuses a document the server would refuse, before it is kept', () => {
    expect(() =>
      asLocalChange('profile', { ...emptyProfile(USER), dateOfBirth: '12/04/2001' }),
    ).toThrow();
  });
});

describe('resolveConflict', () => {
  const alive = stored(newFavorite(USER, 'lyon-mba'), 1);
  const removedHere: FavoriteDocument = { ...newFavorite(USER, 'lyon-mba'), _deleted: true };

  it("keeps the server's stamped state when the policy keeps the server's fields (synced)", () => {
    const master = stored(alive, 3);
    const resolved = resolveConflict('favorites', {
      assumedMasterState: alive,
      newDocumentState: removedHere,
      realMasterState: master,
    });
    expect(resolved).toEqual(master);
    expect(isPendingChange(resolved)).toBe(false);
  });

  it("makes a merge that keeps this device's fields a new local change to push", () => {
    const base: ProfileDocument = stored({ ...emptyProfile(USER), firstName: 'Ada' }, 2);
    const resolved = resolveConflict('profile', {
      assumedMasterState: base,
      newDocumentState: { ...base, city: 'Nice' },
      realMasterState: stored({ ...base, bio: 'Engineer' }, 3),
    });
    expect(resolved).toMatchObject({ firstName: 'Ada', city: 'Nice', bio: 'Engineer' });
    expect(isPendingChange(resolved)).toBe(true);
    expect(resolved.revision).toBeUndefined();
  });
});

describe('conflictOutcome', () => {
  const alive = stored(newFavorite(USER, 'lyon-mba'), 1);

  it('says a favourite removed here stays because another device saved it again', () => {
    const input = {
      assumedMasterState: alive,
      newDocumentState: { ...alive, _deleted: true },
      realMasterState: stored(alive, 3),
    };
    expect(conflictOutcome('favorites', input, resolveConflict('favorites', input))).toBe(
      'favoriteKept',
    );
  });

  it('says a favourite saved here stays although another device had removed it', () => {
    const input = {
      newDocumentState: newFavorite(USER, 'lyon-mba'),
      realMasterState: { ...stored(alive, 2), _deleted: true },
    };
    const resolved = resolveConflict('favorites', input);
    expect(resolved._deleted).toBe(false);
    expect(isPendingChange(resolved)).toBe(true);
    expect(conflictOutcome('favorites', input, resolved)).toBe('favoriteRestored');
  });

  it('tells a field merge from a change the server already had', () => {
    const base: ProfileDocument = stored(emptyProfile(USER), 1);
    const merged = {
      assumedMasterState: base,
      newDocumentState: { ...base, city: 'Nice' },
      realMasterState: stored({ ...base, bio: 'Engineer' }, 2),
    };
    expect(conflictOutcome('profile', merged, resolveConflict('profile', merged))).toBe('merged');
    const same = {
      assumedMasterState: base,
      newDocumentState: { ...base, city: 'Nice' },
      realMasterState: stored({ ...base, city: 'Nice' }, 2),
    };
    expect(conflictOutcome('profile', same, resolveConflict('profile', same))).toBe('serverKept');
  });
});

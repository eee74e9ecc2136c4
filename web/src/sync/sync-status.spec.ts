import { syncStateOf } from './sync-status';

describe('syncStateOf', () => {
  it('says offline whenever the browser has no network, changes waiting or not', () => {
    expect(syncStateOf({ online: false, pending: 0 })).toBe('offline');
    expect(syncStateOf({ online: false, pending: 3 })).toBe('offline');
  });

  it('says waiting while any change is unconfirmed, synced when none is', () => {
    expect(syncStateOf({ online: true, pending: 2 })).toBe('waiting');
    expect(syncStateOf({ online: true, pending: 0 })).toBe('synced');
  });
});

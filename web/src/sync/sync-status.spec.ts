import { syncStateOf } from './sync-status';

describe('syncStateOf', () => {
  it('says offline whenever the browser has no network, changes waiting or not', () => {
    expect(syncStateOf({ online: false, engine: 'ready', pending: 0 })).toBe('offline');
    expect(syncStateOf({ online: false, engine: 'ready', pending: 3 })).toBe('offline');
    expect(syncStateOf({ online: false, engine: 'starting', pending: 0 })).toBe('offline');
  });

  it('says waiting while any change is unconfirmed, synced when none is', () => {
    expect(syncStateOf({ online: true, engine: 'ready', pending: 2 })).toBe('waiting');
    expect(syncStateOf({ online: true, engine: 'ready', pending: 0 })).toBe('synced');
  });

  it('never says synced before the local database is open, nor when it failed to open', () => {
    expect(syncStateOf({ online: true, engine: 'starting', pending: 0 })).toBe('starting');
    expect(syncStateOf({ online: true, engine: 'failed', pending: 0 })).toBe('failed');
  });
});

import { mayFetchInBackground } from './catalog-background-save';

describe(mayFetchInBackground.name, () => {
  it('saves unless the visitor turned on data saving', () => {
    expect(mayFetchInBackground(undefined)).toBe(true);
    expect(mayFetchInBackground({})).toBe(true);
    expect(mayFetchInBackground({ saveData: false })).toBe(true);
    expect(mayFetchInBackground({ saveData: true })).toBe(false);
  });
});

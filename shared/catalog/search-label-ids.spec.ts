import en from '../../locales/en.json';
import { searchLabelOf } from './search-label-ids';

describe(searchLabelOf.name, () => {
  it('reads the facet and value of a field, program type or category label', () => {
    expect(searchLabelOf('catalog.field.engineering')).toEqual({
      facet: 'field',
      value: 'engineering',
    });
    expect(searchLabelOf('catalog.programType.bachelor')).toEqual({
      facet: 'programType',
      value: 'bachelor',
    });
  });

  it('leaves out every other message', () => {
    expect(searchLabelOf('catalog.field')).toBeUndefined();
    expect(searchLabelOf('catalog.country.DE')).toBeUndefined();
    expect(searchLabelOf('page.field.engineering')).toBeUndefined();
  });

  it('keeps a small part of a locale file (what the catalogue worker bundles)', () => {
    const ids = Object.keys(en);
    const kept = ids.filter((id) => searchLabelOf(id) !== undefined);
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.length).toBeLessThan(ids.length / 10);
  });
});

import { model, type Model } from 'mongoose';
import { createCatalogContext } from './seed/catalog-generator';
import { generateProgram } from './seed/program-generator';
import { type CourseEntity, CourseSchema } from './course.schema';

/** A model compiled without a connection: validation runs in memory. */
const Course: Model<CourseEntity> = model('CourseSchemaSpec', CourseSchema);
const context = createCatalogContext(new Date('2025-06-01T00:00:00Z'));

function errorPathsOf(document: object): string[] {
  const error = new Course(document).validateSync();
  return Object.keys(error?.errors ?? {}).sort();
}

describe('CourseSchema', () => {
  it('accepts every generated program as it is', () => {
    for (const index of [0, 1, 2, 500, 4321, 9999]) {
      expect(errorPathsOf(generateProgram(context, index))).toEqual([]);
    }
  });

  it('requires the identifying and descriptive fields', () => {
    const paths = errorPathsOf({});
    for (const field of ['code', 'slug', 'title', 'category', 'programType', 'field', 'level']) {
      expect(paths).toContain(field);
    }
    expect(paths).toEqual(
      expect.arrayContaining(['deliveryMethod', 'country', 'provider', 'searchText']),
    );
  });

  it.each([
    ['status', 'published'],
    ['category', 'bootcamp'],
    ['programType', 'masters'],
    ['level', 'expert'],
    ['deliveryMethod', 'remote'],
    ['tuitionBand', 'cheap'],
    ['durationBand', 'endless'],
    ['currency', 'XYZ'],
  ])('rejects %s %j outside its vocabulary', (field, value) => {
    expect(errorPathsOf({ ...generateProgram(context, 3), [field]: value })).toEqual([field]);
  });

  it('rejects a country that is not a two-letter lower-case code, and a negative fee', () => {
    const program = generateProgram(context, 4);
    expect(errorPathsOf({ ...program, country: 'GB' })).toEqual(['country']);
    expect(errorPathsOf({ ...program, country: 'gbr' })).toEqual(['country']);
    expect(errorPathsOf({ ...program, tuitionFee: -1 })).toEqual(['tuitionFee']);
  });

  it('declares code and slug unique, and no index FerretDB v1 cannot build', () => {
    const indexes = CourseSchema.indexes();
    const unique = indexes
      .filter(([, options]) => options.unique)
      .map(([keys]) => Object.keys(keys));
    expect(unique).toEqual(expect.arrayContaining([['code'], ['slug']]));
    for (const [keys, options] of indexes) {
      expect(Object.values(keys)).not.toContain('text');
      expect(options).not.toHaveProperty('expires');
      expect(options).not.toHaveProperty('expireAfterSeconds');
      expect(options).not.toHaveProperty('partialFilterExpression');
      expect(options).not.toHaveProperty('collation');
    }
  });
});

import { BULK_MAX_IDS, bulkSelectionSchema, defineGrid, gridQueryToParams } from './grid-query';

const grid = defineGrid({
  sorts: ['name', 'createdAt'],
  defaultSort: 'createdAt',
  defaultDirection: 'desc',
  filters: { role: ['student', 'admin'], status: ['active', 'suspended'] },
});

const parse = (params: Record<string, unknown>) => grid.querySchema.safeParse(params);

describe('admin grid query', () => {
  it('fills in the defaults for an empty address', () => {
    expect(parse({}).data).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'createdAt',
      direction: 'desc',
      q: '',
      filters: {},
    });
  });

  it('takes a moment in UTC ISO text and spells it as toISOString does', () => {
    const timed = defineGrid({ ...grid, filters: { since: 'instant' } });
    const read = (since: string) => timed.querySchema.safeParse({ since });
    expect(read('2026-11-23T21:00:00Z').data?.filters).toEqual({
      since: '2026-11-23T21:00:00.000Z',
    });
    expect(read('2026-11-23').success).toBe(false);
    expect(read('2026-11-23T21:00:00+03:00').success).toBe(false);
  });

  it('reads the parameters as an address or Express gives them', () => {
    expect(
      parse({
        page: '3',
        pageSize: '50',
        sort: 'name',
        direction: 'asc',
        q: '  ana ',
        role: 'admin',
        status: '',
      }).data,
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'name',
      direction: 'asc',
      q: 'ana',
      filters: { role: 'admin' },
    });
    expect(parse({ role: ['student', 'admin'] }).data?.filters).toEqual({ role: 'student' });
  });

  it.each([
    { pageSize: '101' },
    { pageSize: '0' },
    { page: '-1' },
    { page: 'x' },
    { sort: 'email' },
    { direction: 'up' },
    { role: 'superadmin' },
    { q: 'x'.repeat(201) },
  ])('refuses %j', (params) => {
    expect(parse(params).success).toBe(false);
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    const query = parse({
      status: 'active',
      role: 'admin',
      q: 'ana',
      page: '2',
      sort: 'createdAt',
    }).data!;
    expect(gridQueryToParams(grid, query).toString()).toBe('q=ana&role=admin&status=active&page=2');
    expect(parse(Object.fromEntries(gridQueryToParams(grid, query))).data).toEqual(query);
  });

  it('reads free filters: a day range and a text value', () => {
    const ranged = defineGrid({
      sorts: ['createdAt'],
      defaultSort: 'createdAt',
      defaultDirection: 'desc',
      filters: { from: 'day', to: 'day', assignee: 'text' },
    });
    expect(
      ranged.querySchema.parse({ from: '2025-01-02', to: '', assignee: ' auth0|a ' }).filters,
    ).toEqual({ from: '2025-01-02', assignee: 'auth0|a' });
    expect(ranged.querySchema.safeParse({ from: '2025-13-45' }).success).toBe(false);
    expect(ranged.querySchema.safeParse({ from: 'yesterday' }).success).toBe(false);
    expect(ranged.querySchema.safeParse({ assignee: 'x'.repeat(201) }).success).toBe(false);
  });

  it('refuses a reserved filter name', () => {
    expect(() =>
      defineGrid({
        sorts: ['a'],
        defaultSort: 'a',
        defaultDirection: 'asc',
        filters: { q: ['x'] },
      }),
    ).toThrow('reserved');
  });

  it('accepts a bulk selection by ids or by query, with the count the admin saw', () => {
    const schema = bulkSelectionSchema(grid);
    expect(schema.safeParse({ ids: ['a', 'b'], expectedCount: 2 }).success).toBe(true);
    expect(schema.parse({ query: { role: 'admin' }, expectedCount: 7 })).toEqual({
      query: {
        page: 1,
        pageSize: 25,
        sort: 'createdAt',
        direction: 'desc',
        q: '',
        filters: { role: 'admin' },
      },
      expectedCount: 7,
    });
    expect(schema.safeParse({ ids: [], expectedCount: 0 }).success).toBe(false);
    expect(
      schema.safeParse({ ids: Array(BULK_MAX_IDS + 1).fill('a'), expectedCount: 1 }).success,
    ).toBe(false);
    expect(schema.safeParse({ query: { role: 'nobody' }, expectedCount: 1 }).success).toBe(false);
    expect(schema.safeParse({ query: {} }).success).toBe(false);
  });
});

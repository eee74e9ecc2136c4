import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { patchSingleton } from './local-writes';

interface Toggles {
  id: string;
  a: boolean;
  b: boolean;
  c: boolean;
}

const EMPTY: Toggles = { id: 'user-1', a: false, b: false, c: false };

describe(patchSingleton.name, () => {
  let database: RxDatabase<{ toggles: RxCollection<Toggles> }>;

  beforeEach(async () => {
    database = await createRxDatabase({
      name: `singleton${Date.now()}${Math.random().toString(36).slice(2)}`,
      storage: getRxStorageMemory(),
    });
    await database.addCollections({
      toggles: {
        schema: {
          version: 0,
          primaryKey: 'id',
          type: 'object',
          properties: {
            id: { type: 'string', maxLength: 100 },
            a: { type: 'boolean' },
            b: { type: 'boolean' },
            c: { type: 'boolean' },
          },
          required: ['id'],
        },
      },
    });
  });

  afterEach(() => database.close());

  const stored = async () => {
    const document = await database.toggles.findOne(EMPTY.id).exec();
    const { id, a, b, c } = document?.toJSON() ?? EMPTY;
    return { id, a, b, c };
  };

  it('creates the document from the empty one on the first save', async () => {
    await patchSingleton(database.toggles, EMPTY, (base) => ({ ...base, a: true }));
    expect(await stored()).toEqual({ ...EMPTY, a: true });
  });

  it('keeps every field of first saves made at once: none erases another', async () => {
    await Promise.all(
      (['a', 'b', 'c'] as const).map((field) =>
        patchSingleton(database.toggles, EMPTY, (base) => ({ ...base, [field]: true })),
      ),
    );
    expect(await stored()).toEqual({ ...EMPTY, a: true, b: true, c: true });
  });

  it('patches what is stored at the moment of the write', async () => {
    await patchSingleton(database.toggles, EMPTY, (base) => ({ ...base, a: true }));
    await Promise.all([
      patchSingleton(database.toggles, EMPTY, (base) => ({ ...base, b: true })),
      patchSingleton(database.toggles, EMPTY, (base) => ({ ...base, a: !base.a })),
    ]);
    expect(await stored()).toEqual({ ...EMPTY, a: false, b: true });
  });
});

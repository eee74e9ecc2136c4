import { ConcurrencyLimit } from './concurrency-limit';

/** A task that runs until the test releases it. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe(ConcurrencyLimit.name, () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((task, index) =>
      limit.run(async () => {
        started.push(index);
        await task.done;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.release();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.release();
    gates[2]!.release();
    await Promise.all([runs[0], runs[2]]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!.release();
    gates[4]!.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await limit.run(() => Promise.resolve('next'))).toBe('next');
  });
});

import { KeyedLock } from './keyed-lock';

/** A promise the test settles by hand, so the order of events is explicit. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe(KeyedLock.name, () => {
  it('runs tasks of one key one after another, in order', async () => {
    const lock = new KeyedLock();
    const started = deferred();
    const gate = deferred();
    const events: string[] = [];
    const first = lock.run('a', async () => {
      events.push('first start');
      started.resolve();
      await gate.promise;
      events.push('first end');
    });
    const second = lock.run('a', async () => void events.push('second'));
    await started.promise;
    expect(events).toEqual(['first start']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(events).toEqual(['first start', 'first end', 'second']);
  });

  it('lets tasks of other keys run meanwhile', async () => {
    const lock = new KeyedLock();
    const gate = deferred();
    const blocked = lock.run('a', () => gate.promise);
    await expect(lock.run('b', async () => 'b done')).resolves.toBe('b done');
    gate.resolve();
    await blocked;
  });

  it('starts the next task after a failed one and hands each caller its own outcome', async () => {
    const lock = new KeyedLock();
    const gate = deferred();
    const failing = lock.run('a', () => gate.promise);
    const next = lock.run('a', async () => 'next done');
    gate.reject(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next done');
  });
});

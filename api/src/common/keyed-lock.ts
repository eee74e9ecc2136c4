/**
 * An in-process lock per key: `run(key, task)` starts `task` once every earlier task of the same
 * key has settled. On the embedded database no update is atomic (DESIGN.md decision 10), so
 * read-modify-write paths that one API process owns are serialised per key here instead.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(task);
    this.tails.set(key, current);
    try {
      return await current;
    } finally {
      // Only the last task of a key removes it, so the map holds keys with work under way.
      if (this.tails.get(key) === current) this.tails.delete(key);
    }
  }
}

import { WeightedCache } from './weighted-cache';

describe(WeightedCache.name, () => {
  const cache = () => new WeightedCache<string, string>(10, (value) => value.length);

  it('keeps the sum of the weights within the capacity, dropping the least recently used', () => {
    const memory = cache();
    memory.set('a', 'aaaa');
    memory.set('b', 'bbbb');
    expect(memory.get('a')).toBe('aaaa');
    memory.set('c', 'cccc');
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toBe('aaaa');
    expect(memory.get('c')).toBe('cccc');
    expect(memory.weight).toBe(8);
  });

  it('weighs an entry again when it is set again, and keeps none heavier than the capacity', () => {
    const memory = cache();
    memory.set('a', 'aa');
    memory.set('b', 'bb');
    memory.set('a', 'aaaaaaaa');
    expect(memory.get('b')).toBe('bb');
    expect(memory.weight).toBe(10);
    memory.set('b', 'bbbbbbbbbbbb');
    expect(memory.get('b')).toBeUndefined();
    expect(memory.weight).toBe(8);
    memory.delete('a');
    expect(memory.size).toBe(0);
    expect(memory.weight).toBe(0);
  });
});

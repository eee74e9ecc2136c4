import { describe, expect, it } from '@jest/globals';
import { stemWord } from './search-stem';

describe(stemWord.name, () => {
  it('gives the forms of a word one stem that starts each of them', () => {
    for (const word of ['nurse', 'nurses', 'nursing']) expect(stemWord(word)).toBe('nurs');
    for (const word of ['engineer', 'engineers']) expect(stemWord(word)).toBe('engineer');
    expect('engineering'.startsWith(stemWord('engineers'))).toBe(true);
    expect(stemWord('studies')).toBe(stemWord('study'));
    expect(stemWord('medicina')).toBe(stemWord('medicine'));
  });

  it('leaves short words, non-plurals in -s and other scripts alone', () => {
    expect(stemWord('arts')).toBe('arts');
    expect(stemWord('business')).toBe('business');
    expect(stemWord('analysis')).toBe('analysis');
    expect(stemWord('工程')).toBe('工程');
    expect(stemWord('هندسه')).toBe('هندسه');
  });
});

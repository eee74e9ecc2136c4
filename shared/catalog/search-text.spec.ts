import { describe, expect, it } from '@jest/globals';
import { normaliseSearchText } from './search-text';

describe('normaliseSearchText', () => {
  it('lower-cases and strips accents', () => {
    expect(normaliseSearchText('Université de Liège')).toBe('universite de liege');
    expect(normaliseSearchText('Nişantaşı Üniversitesi')).toBe('nisantasi universitesi');
    expect(normaliseSearchText('İSTANBUL')).toBe('istanbul');
  });

  it('folds letters that have no decomposition', () => {
    expect(normaliseSearchText('Łódź Straße Ørsted Æsir')).toBe('lodz strasse orsted aesir');
  });

  it('turns punctuation into single spaces between words', () => {
    expect(normaliseSearchText("  St George's, University of London — MSc ")).toBe(
      'st george s university of london msc',
    );
  });

  it('folds Arabic spellings and the definite article', () => {
    expect(normaliseSearchText('ألمانيا')).toBe(normaliseSearchText('المانيا'));
    expect(normaliseSearchText('الهندسة')).toBe('هندسه');
    expect(normaliseSearchText('هندسـة')).toBe('هندسه');
    expect(normaliseSearchText('والتكنولوجيا')).toBe('تكنولوجيا');
    expect(normaliseSearchText('مَدْرَسَة')).toBe('مدرسه');
    expect(normaliseSearchText('إدارة أعمال')).toBe('اداره اعمال');
    expect(normaliseSearchText('مستشفى')).toBe('مستشفي');
  });

  it('keeps letters of other scripts', () => {
    expect(normaliseSearchText('北京大学 Peking')).toBe('北京大学 peking');
  });
});

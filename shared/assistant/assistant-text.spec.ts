import { statedBudget } from './assistant-budget';
import { analyseText, textWords } from './assistant-text';

describe(analyseText.name, () => {
  it('reads Arabic alike with or without diacritics, hamza, ta marbuta and tatweel', () => {
    const written = analyseText('هل الاستشارةُ الأولى مجانيّة؟', 'ar');
    expect(analyseText('هل الاستشاره الاولى مجانيه', 'ar')).toEqual(written);
    expect(analyseText('هل الاستشـــارة الأولى مجانية', 'ar')).toEqual(written);
    expect(written).toEqual(['استشار', 'اول', 'مجان']);
  });

  it('strips Arabic conjunctions, articles and plural endings (light stemming)', () => {
    expect(analyseText('والاستشارات', 'ar')).toEqual(analyseText('استشارة', 'ar'));
  });

  it('cuts Chinese into words with Intl.Segmenter, not on spaces', () => {
    expect(textWords('德国护理本科学费')).toEqual(['德国', '护理', '本科', '学费']);
    expect(analyseText('首次咨询是免费的吗？', 'zh')).toEqual(['首次', '咨询', '免费']);
  });

  it('stems Turkish suffixes and Latin plurals, and drops question words', () => {
    expect(analyseText('danışmanlıklarımız', 'tr')).toEqual(analyseText('danışmanlık', 'tr'));
    expect(analyseText('Which documents are needed?', 'en')).toEqual(['document', 'needed']);
  });
});

describe(statedBudget.name, () => {
  it('reads amounts with their currency in six languages and digit systems', () => {
    expect(statedBudget('under 10,000 dollars')).toEqual({ amount: 10_000, currency: 'USD' });
    expect(statedBudget('ميزانيتي ١٠٠٠٠ دولار')).toEqual({ amount: 10_000, currency: 'USD' });
    expect(statedBudget('1万美元以内')).toEqual({ amount: 10_000, currency: 'USD' });
    expect(statedBudget('presupuesto de 8.000 €')).toEqual({ amount: 8_000, currency: 'EUR' });
    expect(statedBudget('bütçem 15 bin TL')).toEqual({ amount: 15_000, currency: 'TRY' });
  });

  it('never reads a year or a duration as a budget', () => {
    expect(statedBudget('starting in 2026')).toBeUndefined();
    expect(statedBudget('answered within 24 hours')).toBeUndefined();
  });
});

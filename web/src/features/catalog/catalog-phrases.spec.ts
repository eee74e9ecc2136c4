import { createIntl } from 'react-intl';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import tr from '../../../../locales/tr.json';
import zh from '../../../../locales/zh.json';
import { durationText } from '../../lib/course-duration';
import { phraseText, phraseValues } from './catalog-phrases';

const intlIn = {
  en: createIntl({ locale: 'en', messages: en }),
  ar: createIntl({ locale: 'ar', messages: ar }),
  tr: createIntl({ locale: 'tr', messages: tr }),
  zh: createIntl({ locale: 'zh', messages: zh }),
};

describe('durationText', () => {
  it('writes the length in the unit the program states, with the language’s plurals', () => {
    expect(durationText(intlIn.en, 8, 'months')).toBe('8 months');
    expect(durationText(intlIn.en, 1, 'years')).toBe('1 year');
    expect(durationText(intlIn.en, 16, 'weeks')).toBe('16 weeks');
    expect(durationText(intlIn.tr, 2, 'years')).toBe('2 yıl');
    expect(durationText(intlIn.zh, 12, 'weeks')).toBe('12 周');
  });

  it('uses Arabic plural forms: dual, few and many', () => {
    expect(durationText(intlIn.ar, 2, 'years')).toBe('سنتان');
    expect(durationText(intlIn.ar, 8, 'months')).toBe('8 أشهر');
    expect(durationText(intlIn.ar, 16, 'weeks')).toBe('16 أسبوعًا');
  });
});

describe('phraseText', () => {
  it('names a language code and an exam in the visitor’s language', () => {
    const german = {
      key: 'language_level',
      values: { language: 'de', level: 'B2', exam: 'TestDaF' },
    };
    expect(phraseText(intlIn.en, 'requirement', german)).toBe(
      'German at B2 level (TestDaF or equivalent)',
    );
    expect(phraseText(intlIn.ar, 'requirement', german)).toBe(
      'الألمانية بمستوى B2 (TestDaF أو ما يعادله)',
    );
  });

  it('keeps the subject as the institution wrote it inside a translated sentence', () => {
    const bestFor = { key: 'master', values: { subject: 'Data Science' } };
    expect(phraseText(intlIn.en, 'bestFor', bestFor)).toBe(
      'Graduates who want to specialise in Data Science',
    );
    expect(phraseText(intlIn.zh, 'bestFor', bestFor)).toBe('希望专攻Data Science的毕业生');
  });

  it('labels field and delivery tags as the filters do, and numbers stages', () => {
    expect(phraseText(intlIn.tr, 'tag', { key: 'field', values: { field: 'business' } })).toBe(
      tr['catalog.field.business'],
    );
    expect(phraseText(intlIn.ar, 'tag', { key: 'delivery', values: { delivery: 'online' } })).toBe(
      ar['catalog.deliveryMethod.online'],
    );
    expect(phraseText(intlIn.en, 'stage', { key: 'weeks', values: { from: 5, to: 8 } })).toBe(
      'Weeks 5–8',
    );
    expect(phraseText(intlIn.ar, 'career', { key: 'data_scientist' })).toBe('عالم بيانات');
  });

  it('hands the subject to the caller to mark, and only the subject', () => {
    const values = phraseValues(
      intlIn.ar,
      { key: 'prior_study_in_subject', values: { subject: 'Law', level: 'B1' } },
      (subject) => `[${subject}]`,
    );
    expect(values).toEqual({ subject: '[Law]', level: 'B1' });
  });
});

import type { Request } from 'express';
import { flagContextOf } from './flag-context';

const requestWith = (query: Record<string, unknown>, acceptLanguage?: string) =>
  ({
    query,
    get: (name: string) => (name.toLowerCase() === 'accept-language' ? acceptLanguage : undefined),
  }) as unknown as Request;

describe(flagContextOf.name, () => {
  it('treats a caller without a principal as a visitor', () => {
    expect(flagContextOf(requestWith({}))).toEqual({
      userId: null,
      audiences: ['visitor'],
      language: 'en',
      country: null,
    });
  });

  it('takes the language asked for, else the browser’s first supported one', () => {
    expect(flagContextOf(requestWith({ lang: 'ar' }, 'fr-FR')).language).toBe('ar');
    expect(flagContextOf(requestWith({ lang: 'xx' }, 'de-DE, tr;q=0.8')).language).toBe('tr');
    expect(flagContextOf(requestWith({}, 'de-DE')).language).toBe('en');
  });

  it('takes the country from the first language tag that names a region', () => {
    expect(flagContextOf(requestWith({}, 'ar-EG,ar;q=0.9')).country).toBe('eg');
    expect(flagContextOf(requestWith({}, 'zh-Hans-CN')).country).toBe('cn');
    expect(flagContextOf(requestWith({}, 'fr, en-GB;q=0.5')).country).toBe('gb');
    expect(flagContextOf(requestWith({}, 'fr')).country).toBeNull();
  });

  it('answers for the signed-in user with their stored roles', () => {
    const principal = { sub: 'u1', name: 'U', email: 'u@example.com', roles: ['admin' as const] };
    expect(flagContextOf(requestWith({ lang: 'es' }), principal)).toMatchObject({
      userId: 'u1',
      audiences: ['admin'],
      language: 'es',
    });
  });
});

import { type FlagFields } from './feature-flags';
import {
  evaluateFlag,
  type FlagContext,
  knownFlagValue,
  rolloutBucket,
  staleReasons,
  VISITOR_CONTEXT,
} from './flag-evaluation';

const flag = (fields: Partial<FlagFields> = {}): FlagFields => ({
  description: 'd',
  owner: 'o',
  type: 'release',
  defaultValue: false,
  rules: [],
  override: 'none',
  ...fields,
});

const student = (userId: string, fields: Partial<FlagContext> = {}): FlagContext => ({
  userId,
  audiences: ['student'],
  language: 'en',
  country: null,
  ...fields,
});

describe('evaluateFlag', () => {
  it('answers the default when no rule matches', () => {
    expect(evaluateFlag('f', flag({ defaultValue: true }), VISITOR_CONTEXT)).toBe(true);
    expect(
      evaluateFlag(
        'f',
        flag({ rules: [{ kind: 'language', languages: ['ar'], value: true }] }),
        VISITOR_CONTEXT,
      ),
    ).toBe(false);
  });

  it('takes the first matching rule, in order', () => {
    const rules: FlagFields['rules'] = [
      { kind: 'role', roles: ['admin'], value: false },
      { kind: 'language', languages: ['ar', 'tr'], value: true },
      { kind: 'country', countries: ['de'], value: false },
    ];
    const arabicAdmin = { ...student('a'), audiences: ['admin'] as const, language: 'ar' as const };
    expect(evaluateFlag('f', flag({ rules }), arabicAdmin)).toBe(false);
    expect(
      evaluateFlag('f', flag({ rules }), student('s', { language: 'tr', country: 'de' })),
    ).toBe(true);
    expect(
      evaluateFlag('f', flag({ rules, defaultValue: true }), student('s', { country: 'de' })),
    ).toBe(false);
    expect(
      evaluateFlag(
        'f',
        flag({ rules: [...rules].reverse() }),
        student('s', { language: 'tr', country: 'de' }),
      ),
    ).toBe(false);
  });

  it('matches the visitor role only when signed out', () => {
    const rules: FlagFields['rules'] = [{ kind: 'role', roles: ['visitor'], value: true }];
    expect(evaluateFlag('f', flag({ rules }), VISITOR_CONTEXT)).toBe(true);
    expect(evaluateFlag('f', flag({ rules }), student('s'))).toBe(false);
  });

  it('lets the override beat every rule and the default', () => {
    const rules: FlagFields['rules'] = [{ kind: 'role', roles: ['student'], value: true }];
    expect(evaluateFlag('f', flag({ rules, override: 'off' }), student('s'))).toBe(false);
    expect(evaluateFlag('f', flag({ override: 'on' }), VISITOR_CONTEXT)).toBe(true);
  });

  it('keeps a user in the same rollout bucket on every evaluation', () => {
    const rules: FlagFields['rules'] = [{ kind: 'rollout', percent: 50, value: true }];
    for (let index = 0; index < 50; index++) {
      const context = student(`user-${index}`);
      const first = evaluateFlag('sticky', flag({ rules }), context);
      for (let again = 0; again < 5; again++) {
        expect(evaluateFlag('sticky', flag({ rules }), { ...context })).toBe(first);
      }
    }
  });

  it('rolls out to roughly the chosen share of users, and to nobody signed out', () => {
    for (const percent of [0, 10, 50, 90, 100]) {
      const rules: FlagFields['rules'] = [{ kind: 'rollout', percent, value: true }];
      let on = 0;
      for (let index = 0; index < 10_000; index++) {
        if (evaluateFlag('rollout-share', flag({ rules }), student(`u${index}`))) on++;
      }
      expect(Math.abs(on / 100 - percent)).toBeLessThanOrEqual(2);
      expect(evaluateFlag('rollout-share', flag({ rules }), VISITOR_CONTEXT)).toBe(false);
    }
  });

  it('splits users independently per flag', () => {
    let same = 0;
    for (let index = 0; index < 1_000; index++) {
      if (rolloutBucket('a', `u${index}`) < 50 === rolloutBucket('b', `u${index}`) < 50) same++;
    }
    expect(same).toBeGreaterThan(400);
    expect(same).toBeLessThan(600);
  });
});

describe('knownFlagValue', () => {
  it('falls back to the seeded default of a flag that is not stored', () => {
    expect(knownFlagValue('new-sign-ups', new Map(), VISITOR_CONTEXT)).toBe(true);
    expect(knownFlagValue('maintenance-mode', new Map(), VISITOR_CONTEXT)).toBe(false);
    const stored = new Map([['maintenance-mode', flag({ override: 'on' })]]);
    expect(knownFlagValue('maintenance-mode', stored, VISITOR_CONTEXT)).toBe(true);
  });
});

describe('staleReasons', () => {
  const now = new Date('2026-06-30T00:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('reports a flag unchanged for the given days', () => {
    const rules: FlagFields['rules'] = [{ kind: 'language', languages: ['ar'], value: true }];
    expect(staleReasons({ ...flag({ rules }), updatedAt: daysAgo(29) }, now, 30)).toEqual([]);
    expect(staleReasons({ ...flag({ rules }), updatedAt: daysAgo(30) }, now, 30)).toEqual([
      'unchanged',
    ]);
  });

  it('reports a flag whose rules always give the same answer', () => {
    const recent = daysAgo(1);
    expect(staleReasons({ ...flag(), updatedAt: recent }, now)).toEqual(['constant']);
    expect(staleReasons({ ...flag({ override: 'on' }), updatedAt: recent }, now)).toEqual([
      'constant',
    ]);
    const repeating: FlagFields['rules'] = [{ kind: 'country', countries: ['de'], value: false }];
    expect(staleReasons({ ...flag({ rules: repeating }), updatedAt: recent }, now)).toEqual([
      'constant',
    ]);
    const neverMatching: FlagFields['rules'] = [{ kind: 'rollout', percent: 0, value: true }];
    expect(staleReasons({ ...flag({ rules: neverMatching }), updatedAt: recent }, now)).toEqual([
      'constant',
    ]);
    const everyone: FlagFields['rules'] = [
      { kind: 'role', roles: ['visitor', 'student', 'admin', 'superadmin'], value: true },
      { kind: 'language', languages: ['ar'], value: false },
    ];
    expect(staleReasons({ ...flag({ rules: everyone }), updatedAt: recent }, now)).toEqual([
      'constant',
    ]);
    const split: FlagFields['rules'] = [{ kind: 'rollout', percent: 100, value: true }];
    expect(staleReasons({ ...flag({ rules: split }), updatedAt: recent }, now)).toEqual([]);
  });
});

import { CURRENT_CONSENT_TEXT_VERSION } from './consent-texts';
import { LEAD_MESSAGES } from './lead-messages';
import { successStorySchema, type SuccessStoryInput } from './success-story';
import { GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, STORY_MIN_CHARS } from './success-story-bounds';

const story = (overrides: Partial<SuccessStoryInput> = {}): SuccessStoryInput => ({
  fullName: 'Lin Wei',
  email: 'lin@example.com',
  institution: 'University of Helsinki',
  programStudied: 'MSc Data Science',
  graduationYear: '2023',
  story: 'x'.repeat(STORY_MIN_CHARS),
  publishConsent: 'true',
  language: 'zh',
  sourcePage: '/share-your-story',
  consentTextVersion: CURRENT_CONSENT_TEXT_VERSION,
  consentedAt: new Date().toISOString(),
  ...overrides,
});

/** The message of the first issue on `field`, or undefined when the field passes. */
function messageOn(field: keyof SuccessStoryInput, input: SuccessStoryInput): string | undefined {
  const parsed = successStorySchema.safeParse(input);
  return parsed.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('successStorySchema', () => {
  it('accepts a story of exactly the minimum length and both ends of the year range', () => {
    expect(messageOn('story', story())).toBeUndefined();
    expect(
      messageOn('graduationYear', story({ graduationYear: String(GRADUATION_YEAR_MIN) })),
    ).toBeUndefined();
    expect(
      messageOn('graduationYear', story({ graduationYear: String(GRADUATION_YEAR_MAX) })),
    ).toBeUndefined();
  });

  it('refuses a shorter story with the "must be at least N characters" message', () => {
    expect(messageOn('story', story({ story: 'Great' }))).toBe(LEAD_MESSAGES.storyTooShort);
    expect(LEAD_MESSAGES.storyTooShort).toBe(
      `The story must be at least ${STORY_MIN_CHARS} characters`,
    );
    // Surrounding spaces do not count towards the length.
    const padded = ` ${'x'.repeat(STORY_MIN_CHARS - 1)} `;
    expect(messageOn('story', story({ story: padded }))).toBe(LEAD_MESSAGES.storyTooShort);
  });

  it('keeps "required" for an empty story', () => {
    expect(messageOn('story', story({ story: '  ' }))).toBe(LEAD_MESSAGES.required);
  });

  it.each(['1800', String(GRADUATION_YEAR_MIN - 1), String(GRADUATION_YEAR_MAX + 1)])(
    'refuses the year %s with a message naming the range',
    (year) => {
      expect(messageOn('graduationYear', story({ graduationYear: year }))).toBe(
        LEAD_MESSAGES.graduationYearRange,
      );
      expect(LEAD_MESSAGES.graduationYearRange).toBe(
        `Enter a year from ${GRADUATION_YEAR_MIN} to ${GRADUATION_YEAR_MAX}`,
      );
    },
  );
});

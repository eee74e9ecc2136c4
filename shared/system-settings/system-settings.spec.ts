import {
  passwordMinLengthMessage,
  passwordPolicyIssues,
  PASSWORD_MESSAGES,
  SPEC_PASSWORD_POLICY,
} from '../auth/password-policy';
import {
  defaultSystemSettings,
  SYSTEM_SETTINGS_MESSAGES,
  systemSettingsFieldsSchema,
} from './system-settings';

const defaults = defaultSystemSettings({ maxLoginAttempts: 5, lockoutMinutes: 15 });

describe('systemSettingsFieldsSchema', () => {
  it('reads the form: empty limits as none, numbers from text, one origin a line', () => {
    const parsed = systemSettingsFieldsSchema.parse({
      ...defaults,
      sessionTimeoutMinutes: '',
      rateLimitPerMinute: '120',
      corsOrigins: 'https://Partner.example.com\n\nhttp://localhost:5173 ',
    });
    expect(parsed).toMatchObject({
      sessionTimeoutMinutes: null,
      rateLimitPerMinute: 120,
      corsOrigins: ['https://partner.example.com', 'http://localhost:5173'],
    });
  });

  it('refuses fractions, values out of range and origins with a path', () => {
    const result = systemSettingsFieldsSchema.safeParse({
      ...defaults,
      lockoutMinutes: '1.5',
      passwordMinLength: 7,
      corsOrigins: ['https://partner.example.com/app'],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues?.sort()).toEqual([
      ['corsOrigins.0', SYSTEM_SETTINGS_MESSAGES.invalidOrigin],
      ['lockoutMinutes', SYSTEM_SETTINGS_MESSAGES.wholeNumber],
      ['passwordMinLength', SYSTEM_SETTINGS_MESSAGES.outOfRange],
    ]);
  });
});

describe('twoFactorRequiredRoles', () => {
  it('keeps known roles once each in a fixed order, and refuses any other', () => {
    const parsed = systemSettingsFieldsSchema.parse({
      ...defaults,
      twoFactorRequiredRoles: ['superadmin', 'admin', 'superadmin'],
    });
    expect(parsed.twoFactorRequiredRoles).toEqual(['admin', 'superadmin']);
    const refused = systemSettingsFieldsSchema.safeParse({
      ...defaults,
      twoFactorRequiredRoles: ['root'],
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      SYSTEM_SETTINGS_MESSAGES.unknownRole,
    ]);
  });
});

describe('passwordPolicyIssues', () => {
  it("keeps the spec's messages under the spec's policy", () => {
    expect(passwordPolicyIssues('abcdefg', SPEC_PASSWORD_POLICY)).toEqual([
      PASSWORD_MESSAGES.minLength,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.number,
      PASSWORD_MESSAGES.special,
    ]);
  });

  it('applies a longer minimum and only the character classes required', () => {
    const policy = { ...SPEC_PASSWORD_POLICY, minLength: 12, requireSpecial: false };
    expect(passwordPolicyIssues('Abcdefgh123', policy)).toEqual([passwordMinLengthMessage(12)]);
    expect(passwordPolicyIssues('Abcdefgh1234', policy)).toEqual([]);
  });
});

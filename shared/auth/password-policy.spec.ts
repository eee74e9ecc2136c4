import { PASSWORD_MESSAGES, passwordSchema, signUpSchema } from './password-policy';

const messagesFor = (password: string) =>
  passwordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];

describe('passwordSchema', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordSchema.safeParse('Str0ng!pass').success).toBe(true);
  });

  it.each([
    ['Sh0rt!', PASSWORD_MESSAGES.minLength],
    ['lowercase1!', PASSWORD_MESSAGES.uppercase],
    ['UPPERCASE1!', PASSWORD_MESSAGES.lowercase],
    ['NoNumbers!!', PASSWORD_MESSAGES.number],
    ['NoSpecial11', PASSWORD_MESSAGES.special],
  ])('refuses %s with the rule it breaks', (password, message) => {
    expect(messagesFor(password)).toEqual([message]);
  });

  it('says a password is required when empty', () => {
    expect(messagesFor('')).toContain(PASSWORD_MESSAGES.required);
  });
});

describe('signUpSchema', () => {
  const form = { name: 'Ada', email: 'ada@example.com', password: 'Str0ng!pass' };

  it('refuses a confirmation that does not match', () => {
    const result = signUpSchema.safeParse({ ...form, confirmPassword: 'Str0ng!pasS' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });

  it('accepts a matching confirmation', () => {
    expect(signUpSchema.safeParse({ ...form, confirmPassword: form.password }).success).toBe(true);
  });
});

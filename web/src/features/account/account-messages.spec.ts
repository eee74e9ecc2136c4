import en from '../../../../locales/en.json';
import { ACCOUNT_DELETION_MESSAGES } from '../../../../shared/account/account-deletion';
import { ACCOUNT_SECURITY_MESSAGES } from '../../../../shared/account/account-security';
import { TWO_FACTOR_MESSAGES } from '../../../../shared/account/two-factor';
import { PASSWORD_MESSAGES } from '../../../../shared/auth/password-policy';
import { accountMessageId } from './account-messages';

describe('account message keys', () => {
  const spoken = [
    ...Object.values(PASSWORD_MESSAGES),
    ...Object.values(ACCOUNT_SECURITY_MESSAGES),
    ...Object.values(ACCOUNT_DELETION_MESSAGES),
    ...Object.values(TWO_FACTOR_MESSAGES),
  ];

  it.each(spoken)('reads "%s" in English exactly as the API and the schema say it', (message) => {
    const id = accountMessageId(message);
    expect(id).toBeDefined();
    expect(en[id!]).toBe(message);
  });

  it('knows nothing else, so other refusals keep the spec §8 wording', () => {
    expect(accountMessageId('Server error. Please try again later.')).toBeUndefined();
    expect(accountMessageId('toString')).toBeUndefined();
  });
});

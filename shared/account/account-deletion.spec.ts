import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_WORDS,
  accountDeletionRequestSchema,
  isDeletionWord,
} from './account-deletion';

describe('account deletion confirmation word', () => {
  it.each(Object.entries(ACCOUNT_DELETION_WORDS))(
    'accepts the %s word as shown',
    (language, word) => {
      expect(isDeletionWord(word, language as keyof typeof ACCOUNT_DELETION_WORDS)).toBe(true);
    },
  );

  it('ignores surrounding spaces and letter case, in the rules of the language', () => {
    expect(isDeletionWord('  delete ', 'en')).toBe(true);
    expect(isDeletionWord('sil', 'tr')).toBe(true);
    expect(isDeletionWord('supprimer', 'fr')).toBe(true);
  });

  it("refuses another language's word, a partial word and an empty answer", () => {
    expect(isDeletionWord('DELETE', 'ar')).toBe(false);
    expect(isDeletionWord('DEL', 'en')).toBe(false);
    expect(isDeletionWord('', 'zh')).toBe(false);
  });

  it('names the confirmation field with the message when the word is wrong', () => {
    const result = accountDeletionRequestSchema.safeParse({
      language: 'es',
      confirmation: 'borrar',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['confirmation'],
        message: ACCOUNT_DELETION_MESSAGES.wrongWord,
      }),
    ]);
  });
});

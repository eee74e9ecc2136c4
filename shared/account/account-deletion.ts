/**
 * Account deletion (spec §5: "requires typing a confirmation word"; §9: data deleted within 30
 * days of a verified request). The word is the user's language's own, so nobody has to type a
 * foreign one; the API checks it against the language the request names.
 */
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../i18n/languages';

export const ACCOUNT_DELETION_WORDS: Record<LanguageCode, string> = {
  en: 'DELETE',
  tr: 'SİL',
  es: 'ELIMINAR',
  fr: 'SUPPRIMER',
  zh: '删除',
  ar: 'حذف',
};

/** Spec §9: every trace of the account is gone this many days after the request. */
export const ACCOUNT_DELETION_DEADLINE_DAYS = 30;
/**
 * Sync tombstones stay this long after a deletion, so a device offline at the time still learns
 * to purge its local copy while its session lasts; then the job erases them too.
 */
export const ACCOUNT_TOMBSTONE_RETENTION_DAYS = 7;

export const ACCOUNT_DELETION_MESSAGES = {
  wrongWord: 'Please type the confirmation word exactly as shown.',
} as const;

/** Whether `typed` is the confirmation word of `language` (surrounding spaces ignored). */
export function isDeletionWord(typed: string, language: LanguageCode): boolean {
  const expected = ACCOUNT_DELETION_WORDS[language];
  return typed.trim().toLocaleUpperCase(language) === expected.toLocaleUpperCase(language);
}

export const accountDeletionRequestSchema = z
  .strictObject({
    language: z.enum(SUPPORTED_LANGUAGES),
    confirmation: z.string().max(100),
  })
  .refine((request) => isDeletionWord(request.confirmation, request.language), {
    message: ACCOUNT_DELETION_MESSAGES.wrongWord,
    path: ['confirmation'],
  });

export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

/** What POST /api/me/deletion answers, the same to every repeat of the request. */
export interface AccountDeletionReceipt {
  requestedAt: string;
  /** The date by which everything is erased (spec §9). */
  completeBy: string;
}

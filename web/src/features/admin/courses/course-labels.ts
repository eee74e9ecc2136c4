/**
 * Names of a course's codes in the admin's language: the catalogue's own vocabulary labels
 * (`catalog.<vocabulary>.<code>`, loaded with the screen) and Intl's names for countries,
 * languages and currencies.
 */
import { type IntlShape } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';

/** The vocabularies a course's closed fields are written from, as the catalogue names them. */
export type CourseVocabulary =
  'category' | 'programType' | 'field' | 'level' | 'deliveryMethod' | 'format' | 'commitment';

export function vocabularyLabel(intl: IntlShape, vocabulary: CourseVocabulary, code: string) {
  return intl.formatMessage({ id: `catalog.${vocabulary}.${code}` as MessageId });
}

export function vocabularyOptions<Code extends string>(
  intl: IntlShape,
  vocabulary: CourseVocabulary,
  codes: readonly Code[],
) {
  return codes.map((value) => ({ value, label: vocabularyLabel(intl, vocabulary, value) }));
}

/** Labels of things the admin screen names itself (statuses, units, periods, actions). */
export function adminLabel(intl: IntlShape, group: string, code: string) {
  return intl.formatMessage({ id: `admin.courses.${group}.${code}` as MessageId });
}

export function adminOptions<Code extends string>(
  intl: IntlShape,
  group: string,
  codes: readonly Code[],
) {
  return codes.map((value) => ({ value, label: adminLabel(intl, group, value) }));
}

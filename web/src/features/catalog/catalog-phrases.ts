import { type ReactNode } from 'react';
import { type IntlShape } from 'react-intl';
import { type CatalogPhrase, type PhraseKind } from '../../../../shared/catalog/catalog-phrase';
import { type MessageId } from '../../i18n/messages';
import { languageName } from '../../lib/display-names';

export function phraseMessageId(kind: PhraseKind, phrase: CatalogPhrase): MessageId {
  return `catalog.${kind}.${phrase.key}` as MessageId;
}

/**
 * The values of a phrase as the visitor's language names them: a language code by Intl, a field
 * or delivery code by its label, numbers as numbers. The subject is the institution's own text:
 * `markSubject` shows it as such (in its language, isolated from the sentence's direction).
 */
export function phraseValues<Node extends ReactNode>(
  intl: IntlShape,
  phrase: CatalogPhrase,
  markSubject: (subject: string) => Node,
): Record<string, string | number | Node> {
  return Object.fromEntries(
    Object.entries(phrase.values ?? {}).map(([name, value]) => {
      if (typeof value === 'number') return [name, value];
      switch (name) {
        case 'subject':
          return [name, markSubject(value)];
        case 'language':
          return [name, languageName(value, intl.locale)];
        case 'field':
          return [name, intl.formatMessage({ id: `catalog.field.${value}` as MessageId })];
        case 'delivery':
          return [name, intl.formatMessage({ id: `catalog.deliveryMethod.${value}` as MessageId })];
        default:
          // CEFR levels and exam names read the same in every language.
          return [name, value];
      }
    }),
  );
}

/** A phrase as plain text in the visitor's language (for share texts, titles, tests). */
export function phraseText(intl: IntlShape, kind: PhraseKind, phrase: CatalogPhrase): string {
  return intl.formatMessage(
    { id: phraseMessageId(kind, phrase) },
    phraseValues(intl, phrase, (subject) => subject),
  );
}

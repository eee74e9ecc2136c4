/**
 * The catalogue's phrase vocabularies as the admin chooses from them: every key of
 * `catalog.<kind>.*` in the loaded messages, and the values each one is filled with (its ICU
 * arguments, e.g. `{subject}`), so a phrase is picked from the list and never typed as a key.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type IntlShape } from 'react-intl';
import { type CatalogPhrase, type PhraseKind } from '../../../../../shared/catalog/catalog-phrase';
import { type MessageId } from '../../../i18n/messages';

export interface PhraseChoice {
  key: string;
  /** The phrase with its arguments shown as `{name}`. */
  label: string;
  arguments: string[];
}

function argumentsOf(elements: readonly MessageFormatElement[], found: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
    else found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

/** The choices of one vocabulary, in the admin's alphabetical order. */
export function phraseChoices(intl: IntlShape, kind: PhraseKind): PhraseChoice[] {
  const prefix = `catalog.${kind}.`;
  const choices = Object.entries(intl.messages)
    .filter(([id]) => id.startsWith(prefix))
    .map(([id, message]) => {
      const names = [
        ...argumentsOf(Array.isArray(message) ? message : [], new Set<string>()),
      ].sort();
      return {
        key: id.slice(prefix.length),
        label: intl.formatMessage(
          { id: id as MessageId },
          Object.fromEntries(names.map((name) => [name, `{${name}}`])),
        ),
        arguments: names,
      };
    });
  return choices.sort((a, b) => a.label.localeCompare(b.label, intl.locale));
}

/** A value as typed: whole numbers (a year, a week) are numbers, the rest text. */
export function phraseValueOf(text: string): string | number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : text;
}

/** The phrase with `key` chosen, keeping values it still uses. */
export function withKey(phrase: CatalogPhrase, choice: PhraseChoice | undefined): CatalogPhrase {
  if (!choice) return { key: '' };
  if (choice.arguments.length === 0) return { key: choice.key };
  const values = Object.fromEntries(
    choice.arguments.map((name) => [name, phrase.values?.[name] ?? '']),
  );
  return { key: choice.key, values };
}

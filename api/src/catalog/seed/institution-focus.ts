import { type Field } from '../../../../shared/catalog/fields';
import { normaliseSearchText } from '../../../../shared/catalog/search-text';

/**
 * Specialist institutions teach their own fields: a medical university offers health programs,
 * a conservatory arts. Read from the (normalised) name; the first matching rule wins, so the
 * specific rules come before the broad ones.
 */
// prettier-ignore
const FOCUS_RULES: readonly (readonly [RegExp, readonly Field[]])[] = [
  [/\barts and sciences\b|\bliberal arts\b/, []],
  [/architect/, ['architecture', 'arts_design', 'engineering']],
  [/medic|health|nursing|pharma|dental|semmelweis|karolinska|charite|veterin/, ['health', 'natural_sciences']],
  [/\blaw\b|legal|jurid|droit/, ['law', 'social_sciences']],
  [/pedagog|teacher|normal university|\beducation\b|lehrer|paedagog/, ['education', 'humanities', 'social_sciences', 'languages']],
  [/hotel|hospitality|tourism|culinary|gastronom/, ['hospitality_tourism', 'business']],
  [/journalism|\bmedia\b|communication/, ['media_communication', 'arts_design']],
  [/foreign studies|foreign languages|\blanguages?\b|linguist|translation/, ['languages', 'humanities', 'education']],
  [/computer|informati|computing|software/, ['computer_science', 'engineering']],
  [/\bart\b|\barts\b|design|music|conservat|\bfilm\b|fashion|theat|dance|kunst|beaux|musik/, ['arts_design', 'media_communication']],
  [/business|management|commerce|econom|finance|handels|wirtschaft|corvinus|accountan/, ['business', 'social_sciences', 'computer_science']],
  [/techn|polytechn|politecn|politechn|engineering|tekn|ingenieur|ingenier|mining|maritime/, ['engineering', 'computer_science', 'natural_sciences', 'architecture']],
  [/agricult|agrar|forestry|agronom/, ['natural_sciences', 'engineering', 'business']],
];

/** The fields an institution is known for, or `undefined` for a general institution. */
export function institutionFocus(name: string): readonly Field[] | undefined {
  const normalised = normaliseSearchText(name);
  const rule = FOCUS_RULES.find(([pattern]) => pattern.test(normalised));
  return rule && rule[1].length > 0 ? rule[1] : undefined;
}

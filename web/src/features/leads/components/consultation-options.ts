import { type IntlShape } from 'react-intl';
import { type MessageId } from '../message-id';
import { isoRegionOf } from '../../../../../shared/catalog/country-codes';
import { LANGUAGES } from '../../../../../shared/i18n/languages';
import {
  CONSULTATION_COUNTRIES,
  CONTACT_METHODS,
  LEARNING_METHODS,
  PROGRAM_TYPES,
} from '../../../../../shared/leads/consultation';

/** The consultation form's choices, labelled in the interface language. */
export function consultationOptions(intl: IntlShape) {
  const regionNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const labelled = (values: readonly string[], prefix: string) =>
    values.map((value) => ({
      value,
      label: intl.formatMessage({ id: `${prefix}.${value}` as MessageId }),
    }));
  return {
    languages: LANGUAGES.map(({ code, nativeName }) => ({
      value: code,
      label: nativeName,
      lang: code,
    })),
    countries: CONSULTATION_COUNTRIES.map((code) => ({
      value: code,
      label: regionNames.of(isoRegionOf(code)) ?? code,
    })).sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    learningMethods: labelled(LEARNING_METHODS, 'leads.learningMethod'),
    programTypes: labelled(PROGRAM_TYPES, 'leads.programType'),
    contactMethods: labelled(CONTACT_METHODS, 'leads.contactMethod'),
  };
}

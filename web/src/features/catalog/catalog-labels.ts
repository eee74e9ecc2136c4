import { type IntlShape } from 'react-intl';
import { type CourseFacet } from '../../../../shared/catalog/course-list';
import { type MessageId } from '../../i18n/messages';
import { countryName, languageName } from '../../lib/display-names';

/** The label of a facet value: countries and languages by Intl, closed vocabularies by message. */
export function facetValueLabel(intl: IntlShape, facet: CourseFacet, value: string): string {
  if (facet === 'country') return countryName(value, intl.locale);
  if (facet === 'language') return languageName(value, intl.locale);
  return intl.formatMessage({ id: `catalog.${facet}.${value}` as MessageId });
}

export function facetTitleId(facet: CourseFacet): MessageId {
  return `catalog.filter.${facet}` as MessageId;
}

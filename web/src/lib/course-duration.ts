import { type IntlShape } from 'react-intl';
import { type DurationUnit } from '../../../shared/catalog/course-enums';

/** A program's length ("8 months", "16 weeks", "2 years") in the visitor's language and plurals. */
export function durationText(intl: IntlShape, value: number, unit: DurationUnit): string {
  return intl.formatMessage({ id: 'catalog.card.length' }, { value, unit });
}

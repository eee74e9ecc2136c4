import { type IntlShape } from 'react-intl';
import { callErrorText } from '../../../data/api-client';
import { formMessageId } from '../forms/form-messages';

/** A refusal in the admin's language: the flag messages by their keys, else spec §8's wording. */
export function flagErrorText(intl: IntlShape, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const known = formMessageId(message);
  return known === 'leads.error.invalidFormat'
    ? callErrorText(error, (id) => intl.formatMessage({ id }))
    : intl.formatMessage({ id: known });
}

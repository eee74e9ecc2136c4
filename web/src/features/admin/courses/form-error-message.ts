import { type FieldError } from 'react-hook-form';

/**
 * The first message in a field's errors: the schema reports a list or an object field's problems
 * on its items (`startDates.2`, `credential.key`), which the field shows as its own.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as FieldError).message;
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    // `ref` is the field's element, not a nested error.
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const nested = firstErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The footer's own client rule (spec §5): non-empty and containing '@'; anything else gets the
 * 'Invalid Email' toast before the full schema is asked. Apart from the schema, so every page's
 * footer checks it without loading the form validation.
 */
export function passesFooterEmailRule(email: string): boolean {
  return email.trim() !== '' && email.includes('@');
}

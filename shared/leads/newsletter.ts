import { z } from 'zod';
import { LEAD_MESSAGES } from './lead-messages';
import { emailField, submissionContextFields } from './lead-fields';

export const NEWSLETTER_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];

/** The footer newsletter subscription; one subscription per (lower-cased) email. */
export const newsletterSubscriptionSchema = z
  .object({
    email: emailField,
    frequency: z.enum(NEWSLETTER_FREQUENCIES, { error: LEAD_MESSAGES.required }).default('monthly'),
    ...submissionContextFields,
  })
  .strict();

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;

/** The page behind the link of the confirmation mail; `GET` shows a button that `POST`s. */
export const NEWSLETTER_CONFIRM_PATH = '/api/public/newsletter-subscriptions/confirm';
/** The page behind every newsletter mail's unsubscribe link; `GET` shows a button that `POST`s. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/public/newsletter-subscriptions/unsubscribe';

/**
 * The contact details the Education Consultant asks a visitor for before chatting (spec §1): a
 * name, an e-mail or a messaging-app id, and consent to be contacted. The field rules are the
 * lead forms' own (shared/leads), so the chat's lead reads like any other.
 */
import { z } from 'zod';
import { MESSAGING_APPS } from '../leads/consultation';
import {
  emailField,
  requiredConsent,
  requiredText,
  submissionContextFields,
} from '../leads/lead-fields';
import { LEAD_MESSAGES } from '../leads/lead-messages';
import { isTimeZone } from '../preferences/display-preferences';

export const chatContactSchema = z
  .object({
    fullName: requiredText(120),
    /** Empty when the visitor gives a messaging-app id instead. */
    email: z.union([z.literal(''), emailField]).default(''),
    messagingApp: z.enum(MESSAGING_APPS, { error: LEAD_MESSAGES.required }).optional(),
    messagingId: z.string().trim().max(100, { error: LEAD_MESSAGES.invalidFormat }).default(''),
    /** Consent to be contacted, with the privacy notice linked beside it. */
    contactConsent: requiredConsent,
  })
  .strict()
  .superRefine((value, context) => {
    if (value.email === '' && value.messagingId === '') {
      context.addIssue({ code: 'custom', path: ['email'], message: LEAD_MESSAGES.required });
    }
    if (value.messagingId !== '' && value.messagingApp === undefined) {
      context.addIssue({ code: 'custom', path: ['messagingApp'], message: LEAD_MESSAGES.required });
    }
  });
export type ChatContactInput = z.input<typeof chatContactSchema>;
export type ChatContact = z.output<typeof chatContactSchema>;

/** The request of `POST /api/public/conversations`: who the visitor is, and where they chat from. */
export const visitorConversationRequestSchema = z
  .object({
    contact: chatContactSchema,
    /** The visitor's IANA time zone, so the advisors' hours are told in their own clock. */
    timeZone: z.string().max(64).refine(isTimeZone, { error: LEAD_MESSAGES.invalidFormat }),
    ...submissionContextFields,
  })
  .strict();
export type VisitorConversationRequest = z.output<typeof visitorConversationRequestSchema>;
export type VisitorConversationRequestInput = z.input<typeof visitorConversationRequestSchema>;

import { z } from 'zod';
import {
  emailField,
  optionalPhoneField,
  requiredText,
  submissionContextFields,
} from './lead-fields';

/** The contact form (spec §3): phone optional (spec §5). */
export const contactMessageSchema = z
  .object({
    fullName: requiredText(120),
    email: emailField,
    phone: optionalPhoneField,
    message: requiredText(5000),
    ...submissionContextFields,
  })
  .strict();

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

import { z } from 'zod';
import { chatMessageField, contactSessionIdField, maxChatMessageLength } from './message-field';

/** Contact form minimum (docs/product.md#business-constants). */
export const minContactMessageLength = 10;

/**
 * POST /api/contact: the contact form, with the messages of docs/product.md#validation and the stored
 * lengths of section 9. The server builds fullMessage itself; a client's copy is ignored.
 */
export const contactFormSchema = z.object({
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name must be at most 100 characters'),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name must be at most 100 characters'),
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email' }).max(255, 'Please enter a valid email')),
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(255, 'Subject must be at most 255 characters'),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(minContactMessageLength, 'Message must be at least 10 characters')
    .max(maxChatMessageLength, `Message must be at most ${maxChatMessageLength} characters`),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** The combined first message (docs/product.md#support-chat): subject, sender name and email, then the message (section 3). */
export function contactFullMessage(form: ContactForm): string {
  return `Subject: ${form.subject}\nFrom: ${form.firstName} ${form.lastName} <${form.email}>\n\n${form.message}`;
}

/** POST /api/contact/message and POST /api/admin/contact/reply. */
export const contactMessageSchema = z.object({
  sessionId: contactSessionIdField,
  message: chatMessageField,
});

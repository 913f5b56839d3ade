import { z } from 'zod';
import { emailField, firstNameField, lastNameField, phoneNumberField } from './fields';

/** PATCH /api/profile: the edit-profile dialog. */
export const profileSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phoneNumber: phoneNumberField,
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileRequest = z.output<typeof profileSchema>;

/** POST /api/profile/confirm-email: the token from the link emailed to the new address. */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: 'This link is invalid or has expired' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired'),
});

export type ConfirmEmailRequest = z.output<typeof confirmEmailSchema>;

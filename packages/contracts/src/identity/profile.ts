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

import { z } from 'zod';
import {
  emailField,
  firstNameField,
  lastNameField,
  linkTokenField,
  phoneNumberField,
} from './fields';

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
export const confirmEmailSchema = z.object({ token: linkTokenField });

export type ConfirmEmailRequest = z.output<typeof confirmEmailSchema>;

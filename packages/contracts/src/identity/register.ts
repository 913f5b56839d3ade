import { z } from 'zod';
import {
  emailField,
  firstNameField,
  lastNameField,
  newPasswordField,
  phoneNumberField,
  usernameField,
} from './fields';

/** POST /api/auth/register: the five fields of the sign-up form; phoneNumber is optional. */
export const registerSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  username: usernameField,
  email: emailField,
  password: newPasswordField,
  phoneNumber: phoneNumberField,
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterRequest = z.output<typeof registerSchema>;

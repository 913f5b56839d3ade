import { z } from 'zod';
import {
  emailField,
  firstNameField,
  lastNameField,
  linkTokenField,
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

/** POST /api/auth/register/confirm: the token from the link emailed to the new address. */
export const confirmSignUpSchema = z.object({ token: linkTokenField });

/** POST /api/auth/register: the same words whether or not the email has an account. */
export const signUpStartedMessage = 'Check your email to finish signing up';

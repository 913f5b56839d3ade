import { z } from 'zod';

/**
 * Field rules shared by the identity forms and the identity service, with docs/product.md#validation's exact
 * messages (section 5). Emails are trimmed and lower-cased so uniqueness and login do not depend
 * on how a user typed them.
 */
export const emailField = z
  .string({ error: 'Invalid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email address' }).max(254, 'Invalid email address'));

export const firstNameField = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(100, 'First name must be at most 100 characters');

export const lastNameField = z
  .string({ error: 'Last name is required' })
  .trim()
  .min(1, 'Last name is required')
  .max(100, 'Last name must be at most 100 characters');

/** Optional everywhere; an empty input means "no phone number". */
export const phoneNumberField = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .max(30, 'Phone number must be at most 30 characters')
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined));

export const minimumPasswordLength = 6;

/**
 * The length rules (docs/product.md#validation). A password easy to guess is refused too, by `checkPasswordStrength`
 * (`@cardbridge/contracts/password-strength`: its dictionaries are loaded only where needed).
 * Argon2 work grows with input length; the cap keeps a hash request cheap.
 */
export const newPasswordField = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(minimumPasswordLength, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may contain only letters, numbers, dots, dashes and underscores',
  );

/** The token of an emailed link (256 random bits, base64url): confirm a sign-up or a new email. */
export const linkTokenField = z
  .string({ error: 'This link is invalid or has expired' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired');

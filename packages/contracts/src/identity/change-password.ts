import { z } from 'zod';
import { newPasswordField } from './fields';

/** PATCH /api/change-password: the security-settings dialog (docs/product.md#validation). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200, 'Password must be at most 200 characters'),
    newPassword: newPasswordField,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  // An empty confirmation already says 'Please confirm your password'; do not pile on.
  .refine((value) => !value.confirmPassword || value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

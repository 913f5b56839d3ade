import { z } from 'zod';
import { emailField } from './fields';

/** POST /api/auth/login: users sign in by email (docs/product.md#accounts-and-sessions). */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginRequest = z.output<typeof loginSchema>;

/** POST /api/admin/login: admins sign in by username. */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username must be at most 100 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});

export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type AdminLoginRequest = z.output<typeof adminLoginSchema>;

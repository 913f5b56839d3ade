import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, profileSchema, registerSchema } from './index';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('identity contracts', () => {
  it('gives the documented messages for an empty profile', () => {
    const result = profileSchema.safeParse({ firstName: ' ', lastName: '', email: 'nope' });
    expect(messages(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
    });
  });

  it('normalises email case and whitespace so login matches registration', () => {
    const parsed = loginSchema.parse({ email: '  Ana@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('ana@example.com');
  });

  it('refuses a mismatched confirmation and a short new password', () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: '',
      newPassword: '12345',
      confirmPassword: '',
    });
    expect(messages(result)).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
    const mismatch = changePasswordSchema.safeParse({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'other-secret',
    });
    expect(messages(mismatch)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts registration without a phone number', () => {
    const parsed = registerSchema.parse({
      firstName: 'Ana',
      lastName: 'Lima',
      username: 'ana_l',
      email: 'ana@example.com',
      password: 'correct horse battery',
      phoneNumber: '',
    });
    expect(parsed.phoneNumber).toBeUndefined();
    expect(messages(registerSchema.safeParse({}))).toMatchObject({
      firstName: 'First name is required',
      username: 'Username is required',
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});

import { z } from 'zod';

/** The cookie that carries an admin between the password step and the code step (5 minutes). */
export const adminMfaChallengeCookie = 'cb_admin_mfa';

const code = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** POST /api/admin/login/mfa: a code from the authenticator, or one of the recovery codes. */
export const adminMfaLoginSchema = z
  .object({
    code: code.optional(),
    recoveryCode: z
      .string()
      .trim()
      .min(8, 'Enter a recovery code')
      .max(40, 'Enter a recovery code')
      .optional(),
  })
  .refine((body) => Boolean(body.code) !== Boolean(body.recoveryCode), {
    message: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    path: ['code'],
  });

/**
 * POST /api/admin/mfa/setup: a signed-in admin gives the password again before an authenticator is
 * added (a stolen session alone cannot add one); a sign-in that requires enrolment gave it already.
 */
export const adminMfaSetupRequestSchema = z.object({
  password: z.string().max(200, 'Password must be at most 200 characters').optional(),
});

/** POST /api/admin/mfa/enable: the first code, proving the authenticator holds the secret. */
export const adminMfaEnableSchema = z.object({ code });

export type AdminMfaLoginRequest = z.output<typeof adminMfaLoginSchema>;
export type AdminMfaEnableRequest = z.output<typeof adminMfaEnableSchema>;
export type AdminMfaSetupRequest = z.output<typeof adminMfaSetupRequestSchema>;

/** POST /api/admin/login when the password was right but more is needed. */
export type AdminLoginNextStep = { mfaRequired: true } | { enrolmentRequired: true };

/** POST /api/admin/mfa/setup: shown once, while enrolling. */
export interface AdminMfaSetup {
  otpauthUrl: string;
  qrDataUrl: string;
  secret: string;
}

/** POST /api/admin/mfa/enable: the recovery codes, shown once. */
export interface AdminMfaEnabled {
  recoveryCodes: string[];
}

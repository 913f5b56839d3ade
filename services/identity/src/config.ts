import {
  base64Key32,
  internalToken,
  loadConfig,
  nodeEnv,
  requiredInProduction,
  serviceConfigSchema,
  wholeNumber,
} from '@cardbridge/service-kit';
import type { Env } from '@cardbridge/service-kit';
import { servicePorts } from '@cardbridge/topology';
import { z } from 'zod';

/** The identity service's environment: the common service keys plus its own, validated at start. */
export const configSchema = serviceConfigSchema({ defaultPort: servicePorts.identity })
  .extend({
    /** Shared secret of service-to-service calls (`x-internal-token`). */
    INTERNAL_TOKEN: internalToken(),
    /** The configured admin: the only way an admin account is created. */
    ADMIN_USERNAME: z.string().min(1).max(100).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
    /** Ed25519 PKCS#8 PEM that signs sessions; unset, a key pair is generated and stored. */
    JWT_PRIVATE_KEY: z
      .string()
      .regex(/-----BEGIN PRIVATE KEY-----/, 'must be a PKCS#8 PEM (BEGIN PRIVATE KEY)')
      .optional(),
    /** Accounts one address may create per hour (docs/product.md#sign-in-protection). */
    REGISTRATIONS_PER_HOUR: wholeNumber().default(10),
    NODE_ENV: nodeEnv(),
    /** Admins must sign in with an authenticator code too; those without one enrol first. */
    ADMIN_MFA_REQUIRED: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * AES-256-GCM key for admins' TOTP seeds (32 bytes, base64). Required in production (docker
     * compose requires it; `npm start` generates one); unset elsewhere, a development key is
     * derived from INTERNAL_TOKEN.
     */
    MFA_ENCRYPTION_KEY: base64Key32().optional(),
    /** The submissions service, asked for per-user submission counts (Users tab). */
    SUBMISSIONS_URL: z.url({ error: 'must be a URL' }).optional(),
    /** Seller emails go through this SMTP server (docs/product.md#notifications). */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** Without SMTP_URL, emails are written here as .eml files (local runs). */
    MAIL_DIR: z.string().min(1).default('.data/mail'),
    MAIL_FROM: z.string().min(3).default('Cardbridge <no-reply@cardbridge.local>'),
    /** The site's address as sellers open it, for the links in emails (confirm a new email). */
    PUBLIC_URL: z.url({ error: 'must be a URL' }).default('http://localhost:8080'),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .check(
    requiredInProduction({
      SMTP_URL: 'seller emails are sent through it',
      // A key derived from INTERNAL_TOKEN (which every service holds) is for local runs only.
      MFA_ENCRYPTION_KEY: '32 bytes encoded in base64',
    }),
  );

export type IdentityConfig = z.output<typeof configSchema>;

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadIdentityConfig(env: Env = process.env): IdentityConfig {
  return loadConfig(configSchema, env);
}

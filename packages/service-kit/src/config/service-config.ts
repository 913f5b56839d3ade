import { isIP } from 'node:net';
import { z } from 'zod';
import { loopbackProxies } from '../trusted-proxies';

/** The environment as a plain record, so tests can pass their own instead of `process.env`. */
export type Env = Record<string, string | undefined>;

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Thrown by `loadConfig`; its message names every bad variable so one restart fixes them all. */
export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/**
 * Validates the environment against a zod schema in one place, at start-up (fail fast).
 * An empty variable counts as unset: `PORT=` in a shell file should fall back to the default,
 * not become port 0.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env): z.output<S> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.map(String).join('.') || '(environment)';
    return `${variable}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

/** What `loadConfig` would name as wrong in this environment; empty when it would load. */
export function configProblems(schema: z.ZodType, env: Env): string[] {
  try {
    loadConfig(schema, env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 6 ? 128 : 32);
}

/** Accepts `mongodb://` and `mongodb+srv://` URIs, including replica-set host lists. */
const mongoUri = z
  .string({ error: 'is required (a mongodb:// URI)' })
  .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI');

/**
 * The variables every Cardbridge service reads. Services extend it with their own keys:
 * `serviceConfigSchema({ defaultPort: 4001 }).extend({ ... })`.
 */
export function serviceConfigSchema({ defaultPort }: { defaultPort: number }) {
  return z.object({
    /** Port to listen on; 0 picks a free one (tests). */
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(defaultPort),
    /**
     * Interface to listen on. Loopback by default, so a local run is reachable only through the
     * gateway on the same machine; containers set 0.0.0.0 (docker-compose.yml).
     */
    HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Comma-separated IPs/CIDRs whose X-Forwarded-* headers are believed (the gateway's);
     * loopback when unset.
     */
    TRUSTED_PROXIES: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine(
        (entries) => entries.every((entry) => isIpOrCidr(entry)),
        'must be comma-separated IP addresses or CIDR ranges',
      )
      .default(loopbackProxies),
    /** Base URI of the MongoDB server; the service picks its own database (cardbridge_<service>). */
    MONGODB_URI: mongoUri,
    /** pino level. */
    LOG_LEVEL: z
      .enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })
      .default('info'),
  });
}

export type ServiceConfig = z.output<ReturnType<typeof serviceConfigSchema>>;

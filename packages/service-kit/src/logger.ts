import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { LogLevel } from './config';
import { activeTraceIds } from './tracing/trace-context';

export type { Logger } from 'pino';

/** Fields holding credentials or keys (admin MFA recovery codes included). */
const secretFields = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'authorization',
  'cookie',
  'recoveryCode',
  'recoveryCodes',
  'MONGODB_URI',
  'ADMIN_PASSWORD',
  'INTERNAL_TOKEN',
  'CARD_ENCRYPTION_KEY',
  'MFA_ENCRYPTION_KEY',
  'JWT_PRIVATE_KEY',
];

/**
 * Paths pino blanks before a line is written. The request log never includes headers or bodies,
 * so these are a safety net for code that logs an object carrying credentials by mistake.
 */
export const redactedPaths = [
  ...secretFields,
  ...secretFields.map((field) => `*.${field}`),
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

export interface LoggerOptions {
  /** Service name, written on every line as `service`. */
  name: string;
  level?: LogLevel;
  /** Where lines go; stdout by default. Tests pass a stream to read the lines back. */
  destination?: DestinationStream;
}

/** JSON lines on stdout, one logger per service; requests get child loggers with their id. */
export function createLogger({ name, level = 'info', destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: name },
    // Every line written inside a request, relay delivery or worker round names its trace.
    mixin: activeTraceIds,
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

export { createServiceApp } from './app';
export type { ServiceApp, ServiceAppOptions } from './app';
export { jsonBody } from './body';
export type { JsonBodyOptions } from './body';
export { ConfigError, loadConfig, logLevels, serviceConfigSchema } from './config';
export type { Env, LogLevel, ServiceConfig } from './config';
export {
  createError,
  databaseUnavailable,
  errorHandler,
  HttpError,
  isHttpError,
  validationError,
} from './errors';
export { healthRouter } from './health';
export type { ReadinessCheck } from './health';
export { createLogger, redactedPaths } from './logger';
export type { Logger, LoggerOptions } from './logger';
export { closeDatabase, createDatabaseConnection, databaseName, isConnected } from './mongo';
export type { Connection, DatabaseOptions } from './mongo';
export { requestId, requestIdHeader } from './request-id';
export { requestLog } from './request-log';
export { runService } from './run-service';
export type {
  CreateServiceApp,
  RunningService,
  RunServiceOptions,
  ServiceDeps,
} from './run-service';
export type { ServiceState } from './service-state';
export { validate } from './validate';
export * from './auth';

export { createServiceApp } from './app';
export type { ServiceApp, ServiceAppOptions } from './app';
export { jsonBody } from './body';
export type { JsonBodyOptions } from './body';
export {
  base64Key32,
  ConfigError,
  internalToken,
  loadConfig,
  logLevels,
  nodeEnv,
  nodeEnvs,
  requiredInProduction,
  serviceConfigSchema,
  variablesRequiredInProduction,
  wholeNumber,
} from './config';
export type { Env, LogLevel, NodeEnv, ServiceConfig } from './config';
export {
  createError,
  databaseUnavailable,
  detailedError,
  errorHandler,
  HttpError,
  isHttpError,
  validationError,
} from './errors';
export { duplicateKeyField, isDuplicateKeyError } from './duplicate-key';
export type { DuplicateKeyError } from './duplicate-key';
export { healthRouter } from './health';
export { isObjectId, parseObjectIdParam } from './object-id';
export { answerVersioned } from './http/conditional-get';
export type { Versioned } from './http/conditional-get';
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
export { toRuntime } from './app';
export type { ServiceRuntime } from './app';
export { loopbackProxies, proxyMatcher, trustForwardedHeadersFrom } from './trusted-proxies';
export { periodicWorker } from './workers/periodic-worker';
export type { PeriodicWorker, PeriodicWorkerOptions } from './workers/periodic-worker';
export { startWorkers, stopWorkers } from './workers/worker';
export { createLeases, LeaseLostError, leasesCollection } from './workers/lease';
export type { Lease, Leases } from './workers/lease';
export { leasedPeriodicWorker } from './workers/leased-periodic-worker';
export type { LeasedPeriodicWorkerOptions } from './workers/leased-periodic-worker';
export type { Worker } from './workers/worker';
export { createInternalClient, idempotencyKeyHeader } from './internal-client/internal-client';
export type {
  GetOptions,
  InternalCall,
  InternalClient,
  InternalClientOptions,
  PostOptions,
} from './internal-client/internal-client';
export { userProfiles } from './internal-client/user-profiles';
export type { UserProfiles } from './internal-client/user-profiles';
export { createOutbox, MessageExpression } from './outbox/outbox';
export type { NewOutboxMessage, Outbox } from './outbox/outbox';
export { createOutboxRelay } from './outbox/outbox-relay';
export type { OutboxRelay, OutboxRelayOptions } from './outbox/outbox-relay';
export { outboxField, outboxPlugin } from './outbox/outbox-message';
export type { DeliveredMessage, OutboxMessage } from './outbox/outbox-message';
export { createInbox, idempotencyKeyOf } from './outbox/inbox';
export type { ApplyOnceResult, Inbox, InboxOptions } from './outbox/inbox';
export { backoffDelay, defaultBackoff } from './outbox/backoff';
export type { BackoffOptions } from './outbox/backoff';
export { createFieldCipher, encryptionKeyFrom, parseEncryptionKey } from './secrets/field-cipher';
export type { FieldCipher } from './secrets/field-cipher';
export {
  decodeCursor,
  encodeCursor,
  newestFirstPage,
  newestFirstSlice,
} from './paging/newest-first-page';
export type { Page, PagedModel, PageRequest, SlicedModel } from './paging/newest-first-page';
export { containsText, escapeRegExp } from './paging/contains-text';
export {
  Counter,
  createMetricsRegistry,
  Gauge,
  outboxMetrics,
  Registry,
  scrapeGauge,
  statusGauge,
  unmatchedRoute,
} from './metrics';
export type { GaugeSample, ScrapeGaugeOptions, StatusGaugeOptions } from './metrics';
export {
  adminAuditEntry,
  adminAuditMessage,
  adminAuditOfSelf,
  auditAdminAction,
} from './outbox/admin-audit';
export type { AdminAction } from './outbox/admin-audit';
export * from './tracing';
export { createDayTotals, dayKey, dayTallyMessage, recordTally } from './day-totals/day-totals';
export type { DayChange, DayTotals } from './day-totals/day-totals';
export { dayTotalsBuilder, rebuildDayTotals } from './day-totals/rebuild-day-totals';
export type { DayTotalsSource } from './day-totals/rebuild-day-totals';
export { durationBin, fieldKey } from './day-totals/duration-histogram';
export type { DurationHistogram, NamedPercentiles } from './day-totals/duration-histogram';

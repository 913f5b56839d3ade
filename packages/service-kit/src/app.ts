import Koa from 'koa';
import type { Router } from '@koa/router';
import type { Logger } from 'pino';
import { rejectCrossOrigin } from './auth/cross-origin';
import { jsonBody } from './body';
import { databaseUnavailable, errorHandler } from './errors';
import { healthRouter } from './health';
import type { ReadinessCheck } from './health';
import { httpMetrics } from './metrics/http-metrics';
import { createMetricsRegistry } from './metrics/metrics-registry';
import { metricsRoute } from './metrics/metrics-route';
import type { Registry } from 'prom-client';
import { requestId } from './request-id';
import { requestLog } from './request-log';
import type { ServiceState } from './service-state';
import { spanRoute } from './tracing/span-route';
import { loopbackProxies, trustForwardedHeadersFrom } from './trusted-proxies';
import type { Worker } from './workers/worker';

export type ServiceApp = Koa<ServiceState>;

/** What a service's app factory builds: the Koa app and the background work beside it. */
export interface ServiceRuntime {
  app: ServiceApp;
  /** Started by `runService` once the server listens; stopped (and awaited) on shutdown. */
  workers: Worker[];
}

/** An app factory may answer a bare app (no background work) or `{ app, workers }`. */
export function toRuntime(created: ServiceApp | ServiceRuntime): ServiceRuntime {
  return created instanceof Koa ? { app: created, workers: [] } : created;
}

export interface ServiceAppOptions {
  /** The service's routers, mounted in order after the health routes. */
  // Routers may type their own state/context; the kit only mounts them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  routers?: Router<any, any>[];
  logger: Logger;
  /** Decides `/readyz`: typically `() => isConnected(db)`. */
  readiness: ReadinessCheck;
  /** Largest JSON body accepted (koa-body `jsonLimit` syntax). */
  jsonLimit?: string;
  /** Trust `X-Forwarded-*` headers at all: true behind the gateway. */
  proxy?: boolean;
  /**
   * Peers whose `X-Forwarded-*` headers are believed (IPs or CIDRs, config `TRUSTED_PROXIES`);
   * loopback by default, where the gateway of a local run connects from.
   */
  trustedProxies?: readonly string[];
  /**
   * Serve `/metrics` to holders of `token` (INTERNAL_TOKEN). `registry` carries the service's
   * business metrics; a fresh one (process metrics only) by default. Without it no `/metrics`.
   */
  metrics?: { token: string; registry?: Registry };
}

/**
 * Builds a service's Koa app without listening, so `runService` and tests drive the same app.
 * Order matters: the request id and the request log wrap everything (the log then sees the
 * status the client got), the error middleware wraps everything that can fail.
 */
export function createServiceApp({
  routers = [],
  logger,
  readiness,
  jsonLimit,
  proxy = true,
  trustedProxies = loopbackProxies,
  metrics,
}: ServiceAppOptions): ServiceApp {
  // With the gateway in front, only the last X-Forwarded-For entry (the one nginx appends) is
  // trustworthy; earlier entries come from the client and would let it pick its own ctx.ip.
  const app = new Koa<ServiceState>({ proxy, maxIpsCount: 1 });
  // Errors are answered and logged by errorHandler; Koa's own printer would log them twice.
  app.silent = true;

  if (proxy) app.use(trustForwardedHeadersFrom(trustedProxies));
  app.use(requestId({ logger }));
  app.use(requestLog());
  app.use(spanRoute());
  const registry = metrics && (metrics.registry ?? createMetricsRegistry());
  if (registry) app.use(httpMetrics(registry));
  app.use(errorHandler());
  // Cookie sessions need a CSRF defence on every service: refuse cross-origin writes up front.
  app.use(rejectCrossOrigin());
  app.use(jsonBody(jsonLimit ? { limit: jsonLimit } : {}));

  const health = healthRouter(readiness);
  app.use(health.routes());
  // Before the readiness check: a service whose database is down still tells its process metrics.
  if (metrics && registry) app.use(metricsRoute(registry, metrics.token).routes());
  // Not ready (the database is down or not yet connected): refuse at once with 503 rather than
  // letting the request wait on the driver and end in a late 500.
  app.use(async (_ctx, next) => {
    if (!(await readiness())) throw databaseUnavailable();
    await next();
  });
  for (const router of routers) {
    app.use(router.routes());
    // Answers OPTIONS and sets 405/501 with an Allow header; errorHandler adds the JSON body.
    app.use(router.allowedMethods());
  }
  return app;
}

import { Router } from '@koa/router';

/** Answers whether the service can do its work now (typically: the database is connected). */
export type ReadinessCheck = () => boolean | Promise<boolean>;

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: 503 until the
 * dependencies are up), so a runner or orchestrator routes traffic only to a ready instance.
 * The gateway does not expose them.
 */
export function healthRouter(readiness: ReadinessCheck): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    if (await readiness()) {
      ctx.body = { status: 'ready' };
    } else {
      ctx.status = 503;
      ctx.body = { status: 'not ready', message: 'Service Unavailable' };
    }
  });
  return router;
}

import { Router } from '@koa/router';
import { internalRoutes, koaPath } from '@cardbridge/api-routes';
import { clientEventMaxBytes, clientEventSchema } from '@cardbridge/contracts';
import { createError, requireInternalToken, validate } from '@cardbridge/service-kit';
import type { Logger, ServiceState } from '@cardbridge/service-kit';
import { isRemoteName } from '@cardbridge/topology';
import { z } from 'zod';
import type { ClientEventCountModel } from './client-event-count.model';
import { recordClientEvent } from './record-client-event';
import { summarizeClientEvents } from './summarize-client-events';

interface Deps {
  counts: ClientEventCountModel;
  logger: Logger;
}

/**
 * `POST /api/client-events`: the shell's reports of remote views and errors
 * (docs/product.md#releasing-a-remote). Small, strict, anonymous; the gateway rate-limits it.
 */
export function clientEventRoutes({ counts, logger }: Deps): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.post('/api/client-events', async (ctx) => {
    // The declared length, or the parsed body's when a client sent it chunked.
    const size = ctx.request.length ?? Buffer.byteLength(JSON.stringify(ctx.request.body ?? ''));
    if (size > clientEventMaxBytes) {
      throw createError(413, `A client event is at most ${clientEventMaxBytes} bytes`);
    }
    const event = validate(clientEventSchema, ctx.request.body);
    if (!isRemoteName(event.remote)) throw createError(400, 'Unknown remote');
    await recordClientEvent(event, { counts });
    if (event.kind !== 'view') {
      logger.warn(
        {
          remote: event.remote,
          version: event.version,
          route: event.route,
          kind: event.kind,
          message: event.message,
        },
        'a browser reported a remote failure',
      );
    }
    ctx.status = 202;
    ctx.body = { accepted: true };
  });
  return router;
}

const summaryQuery = z.object({
  remote: z.string().min(1, 'remote is required'),
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
});

/** The remote command's `status`: counts per version, for the internal token only. */
export function clientEventInternalRoutes({
  counts,
  internalToken,
}: {
  counts: ClientEventCountModel;
  internalToken: string;
}): Router<ServiceState> {
  const router = new Router<ServiceState>();
  router.use(requireInternalToken(internalToken));
  router.get(koaPath(internalRoutes.clientEventSummary.path), async (ctx) => {
    const query = validate(summaryQuery, ctx.query);
    ctx.body = await summarizeClientEvents(query, { counts });
  });
  return router;
}

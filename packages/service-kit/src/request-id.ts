import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Middleware } from 'koa';
import type { ServiceState } from './service-state';

export const requestIdHeader = 'x-request-id';

/** Ids from outside are trusted only if short and plain, so they cannot forge log content. */
const acceptableId = /^[\w.:-]{1,128}$/;

/**
 * Gives each request an id (the gateway's, when it sent one) and a child logger carrying it,
 * and echoes the id so a client report can be matched to the service's log lines.
 */
export function requestId({ logger }: { logger: Logger }): Middleware<ServiceState> {
  return async (ctx, next) => {
    const incoming = ctx.get(requestIdHeader);
    const id = acceptableId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ requestId: id });
    ctx.set(requestIdHeader, id);
    await next();
  };
}

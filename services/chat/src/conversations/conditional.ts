import type { Context } from 'koa';
import type { Versioned } from '../conversations/versioned';

/**
 * Answers a polled list: the validator as a weak ETag, 304 when the client's copy is current
 * (the list is then never read), else the list.
 */
export async function answerVersioned<T>(ctx: Context, result: Versioned<T>): Promise<void> {
  ctx.status = 200;
  ctx.set('ETag', `W/"${result.validator}"`);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.vary('Cookie');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = await result.load();
}

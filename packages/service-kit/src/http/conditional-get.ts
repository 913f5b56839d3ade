import type { Context } from 'koa';

/**
 * A polled list: a validator that is cheap to compute (a stored counter, a version) and the list
 * itself, loaded only when the client's copy is out of date.
 */
export interface Versioned<T> {
  validator: string;
  load: () => Promise<T>;
  /**
   * `user` (default): the list differs per signed-in user, so it is private and varies by
   * cookie. `public`: the same for everyone (the brands and their rates), so shared caches may
   * keep it, but must revalidate each time so a change reaches every client at once.
   */
  audience?: 'user' | 'public';
}

/**
 * Answers a conditional GET of a list: the validator as a weak ETag, 304 when the client's
 * `If-None-Match` is current (the list is then never read), else the list.
 */
export async function answerVersioned<T>(
  ctx: Context,
  { validator, load, audience = 'user' }: Versioned<T>,
): Promise<void> {
  // koa's `fresh` compares the request's validators with the response's: a 2xx must be set first.
  ctx.status = 200;
  ctx.set('ETag', `W/"${validator}"`);
  if (audience === 'public') {
    ctx.set('Cache-Control', 'public, no-cache');
  } else {
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Cookie');
  }
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = await load();
}

import { Router } from '@koa/router';
import mongoose from 'mongoose';
import { z } from 'zod';
import { createServiceApp } from '../src/app';
import { createError } from '../src/errors';
import { createLogger } from '../src/logger';
import { validate } from '../src/validate';
import { captureLogs } from '../src/testing/log-capture';
import { listen } from '../src/testing/listen';

/** The shape a shared contracts schema has: exact user-facing messages. */
export const signUpSchema = z.object({
  email: z.email('Invalid email address'),
  password: z.string().min(6, 'Password must be at least 6 characters'),
  address: z.object({ zip: z.string().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code') }).optional(),
});

/** A small service built with the kit, with routes that exercise each error path. */
export async function startDemoApp({
  ready = true,
  jsonLimit,
  trustedProxies,
}: { ready?: boolean; jsonLimit?: string; trustedProxies?: string[] } = {}) {
  const logs = captureLogs();
  const logger = createLogger({ name: 'demo', level: 'debug', destination: logs.destination });
  const router = new Router();
  router.get('/internal/feed', (ctx) => {
    ctx.body = { items: [] };
  });
  router.get('/conflict', () => {
    throw createError(409, 'Cannot move a completed submission to pending');
  });
  router.get('/rate-limited', () => {
    throw createError(429, 'Too many attempts', { headers: { 'Retry-After': '30' } });
  });
  router.get('/crash', (ctx) => {
    ctx.set('x-cache-hint', 'private');
    throw new Error('the payout ledger is unreachable at 10.0.0.7');
  });
  router.get('/ip', (ctx) => {
    ctx.body = { ip: ctx.ip };
  });
  router.get('/notes/:id', () => {
    throw new mongoose.Error.CastError('ObjectId', 'not-an-id', '_id');
  });
  router.post('/users', () => {
    throw Object.assign(
      new Error('E11000 duplicate key error dup key: { email: "ann@example.com" }'),
      {
        name: 'MongoServerError',
        code: 11000,
      },
    );
  });
  router.post('/sign-up', (ctx) => {
    const input = validate(signUpSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { email: input.email };
  });
  router.post('/echo', (ctx) => {
    ctx.body = { received: ctx.request.body as unknown };
  });

  const app = createServiceApp({
    logger,
    readiness: () => ready,
    routers: [router],
    ...(jsonLimit ? { jsonLimit } : {}),
    ...(trustedProxies ? { trustedProxies } : {}),
  });
  const server = await listen(app);
  return { ...server, logs };
}

import { Router } from '@koa/router';
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from '../app';
import { loadConfig, serviceConfigSchema } from '../config';
import type { Env } from '../config';
import { isConnected } from '../mongo';
import type { ServiceDeps } from '../run-service';
import { validate } from '../validate';
import { startTestService } from './start-test-service';
import type { TestService } from './start-test-service';

const configSchema = serviceConfigSchema({ defaultPort: 4999 }).extend({
  GREETING: z.string().default('hello'),
});
type NotesConfig = z.output<typeof configSchema>;
const loadNotesConfig = (env: Env) => loadConfig(configSchema, env);

const noteSchema = new Schema({ text: { type: String, required: true } });

/** A minimal service with a stored resource, built the way the real services are. */
function createNotesApp({ config, db, logger }: ServiceDeps<NotesConfig>) {
  const Note = db.model('Note', noteSchema);
  const router = new Router();
  router.post('/notes', async (ctx) => {
    const { text } = validate(
      z.object({ text: z.string().min(1, 'Text is required') }),
      ctx.request.body,
    );
    const note = await Note.create({ text });
    ctx.status = 201;
    ctx.body = { id: note.id as string, text: `${config.GREETING} ${note.text}` };
  });
  router.get('/notes', async (ctx) => {
    ctx.body = (await Note.find().lean()).map((note) => note.text);
  });
  return createServiceApp({ logger, readiness: () => isConnected(db), routers: [router] });
}

const startNotes = () =>
  startTestService({
    name: 'notes',
    loadConfig: loadNotesConfig,
    createApp: createNotesApp,
    env: { GREETING: 'hi' },
  });

describe('startTestService', () => {
  let first: TestService<NotesConfig>;
  let second: TestService<NotesConfig>;
  beforeAll(async () => {
    first = await startNotes();
    second = await startNotes();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('serves the real app over HTTP, ready, with the config from the given env', async () => {
    expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    const res = await fetch(`${first.baseUrl}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'first note' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ text: 'hi first note' });
    expect(first.config.GREETING).toBe('hi');
  });

  it('gives every app its own database', async () => {
    expect(first.db.name).not.toBe(second.db.name);
    expect(first.db.name).toMatch(/^cardbridge_notes_test_/);
    expect(await (await fetch(`${second.baseUrl}/notes`)).json()).toEqual([]);
    expect(await (await fetch(`${first.baseUrl}/notes`)).json()).toEqual(['first note']);
  });

  it("captures the service's request log", async () => {
    await fetch(`${first.baseUrl}/notes`, { headers: { 'x-request-id': 'capture-me' } });
    const line = first.logs.lines().find((l) => l.requestId === 'capture-me');
    expect(line).toMatchObject({ service: 'notes', method: 'GET', path: '/notes', status: 200 });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routeTable } from './index.js';
import { serializeOpenApiDocument, type OpenApiDocument } from './openapi.js';

const committedPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/openapi.json',
);
const committed = JSON.parse(fs.readFileSync(committedPath, 'utf8')) as OpenApiDocument;
const methods = ['get', 'post', 'put', 'patch', 'delete'];

describe('OpenAPI document', () => {
  it('is committed exactly as the route table generates it (npm run build -w gateway)', () => {
    expect(fs.readFileSync(committedPath, 'utf8')).toBe(serializeOpenApiDocument());
  });

  it('describes every route of the table, tagged with its owning service, and nothing else', () => {
    const documented = Object.entries(committed.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, op]) => `${method.toUpperCase()} ${p} ${op.tags.join(',')}`),
    );
    const table = routeTable.map((r) => `${r.method} ${r.path} ${r.service}`);
    expect(documented.sort()).toEqual(table.sort());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(committed);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('the validator used above refuses a broken document', async () => {
    const broken = { ...committed, paths: { '/api/x': { get: { responses: 'none' } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('documents the { message } error body for every operation', () => {
    expect(committed.components).toMatchObject({
      schemas: { Error: { type: 'object', required: ['message'] } },
    });
    for (const [p, item] of Object.entries(committed.paths)) {
      for (const op of Object.values(item)) {
        expect(op.responses['4XX'], p).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        });
      }
    }
  });

  it('names path parameters and documents the rate limit and upload limits', () => {
    expect(committed.paths['/api/payment-methods/{id}']?.patch?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(committed.paths['/api/auth/login']?.post?.responses).toHaveProperty('429');
    expect(committed.paths['/api/submit-gift-card']?.post?.requestBody).toMatchObject({
      content: { 'multipart/form-data': {} },
    });
  });

  it('describes request bodies with the shared zod contracts', () => {
    const body = (p: string, method: string) =>
      (
        committed.paths[p]?.[method]?.requestBody as {
          content: Record<string, { schema: { required?: string[]; properties?: object } }>;
        }
      ).content;
    const register = body('/api/auth/register', 'post')['application/json']?.schema;
    expect(register?.required?.sort()).toEqual(
      ['email', 'firstName', 'lastName', 'password', 'username'].sort(),
    );
    expect(register?.properties).toMatchObject({ password: { type: 'string', minLength: 6 } });
    expect(body('/api/auth/login', 'post')['application/json']?.schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(body('/api/admin/login', 'post')['application/json']?.schema.required).toEqual([
      'username',
      'password',
    ]);
    expect(body('/api/change-password', 'patch')['application/json']?.schema.required).toEqual([
      'currentPassword',
      'newPassword',
      'confirmPassword',
    ]);
    expect(body('/api/payment-methods', 'post')['application/json']?.schema).toMatchObject({
      required: ['type', 'accountInfo'],
      properties: { type: { enum: expect.arrayContaining(['paypal', 'check_by_mail']) } },
    });
    expect(body('/api/payment-methods/{id}', 'patch')['application/json']?.schema).toMatchObject({
      properties: { isActive: { type: 'boolean' } },
    });
    expect(body('/api/profile', 'patch')['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email']),
    );
    expect(body('/api/notifications', 'patch')['application/json']?.schema).toMatchObject({
      properties: { marketingEmails: { type: 'boolean' } },
    });
    const upload = body('/api/submit-gift-card', 'post')['multipart/form-data']?.schema;
    expect(upload?.required).toEqual(
      expect.arrayContaining(['brand', 'denomination', 'cardNumber', 'images']),
    );
    expect(upload?.properties).toMatchObject({ images: { type: 'array', maxItems: 10 } });
  });
});

import { errorBodySchema } from '@cardbridge/contracts';
import { z } from 'zod';
import { bodyLimits } from './gateway-options.js';
import { jsonBodySchema, multipartBodySchema } from './request-schemas.js';
import { routeTable, serviceNames, type ApiRoute, type ServiceName } from '@cardbridge/api-routes';

/**
 * The OpenAPI 3.1 document of the /api surface, generated from the route table: every path and
 * method, its owning service as the tag, and the `{ message }` error body. Request bodies come
 * from the shared zod contracts (request-schemas.ts); responses are still generic.
 */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: ServiceName; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
};

interface Operation {
  operationId: string;
  summary: string;
  tags: ServiceName[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const serviceDescriptions: Record<ServiceName, string> = {
  identity: 'Accounts, sessions, profile, notification preferences and admins',
  submissions: 'Gift card submissions, status history, verification images and the brand catalogue',
  payments: 'Payout methods and payout transactions',
  chat: 'Visitor contact chats, signed-in user support chat and admin replies',
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The services' shared error body, from the contracts package so the document cannot drift. */
function errorSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBodySchema);
  return schema;
}

/** `POST /api/admin/chat/mark-read` -> `postAdminChatMarkRead` */
export function operationId(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .replace(/\{(\w+)\}/g, 'by-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const camel = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return `${route.method.toLowerCase()}${camel}`;
}

function pathParameters(path: string): unknown[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function requestBody(route: ApiRoute): unknown {
  if (route.upload) {
    return {
      required: true,
      description: `Card fields and up to 10 images; at most ${bodyLimits.uploadBytes} bytes in all.`,
      content: {
        'multipart/form-data': { schema: multipartBodySchema(route) ?? { type: 'object' } },
      },
    };
  }
  const schema = jsonBodySchema(route);
  if (schema) return { required: true, content: { 'application/json': { schema } } };
  return { content: { 'application/json': { schema: { type: 'object' } } } };
}

function responses(route: ApiRoute): Record<string, unknown> {
  return {
    '200': {
      description: 'Success',
      content: { 'application/json': { schema: {} } },
    },
    ...(route.upload || route.method !== 'GET'
      ? { '413': errorResponse('The request body is larger than the gateway accepts') }
      : {}),
    ...(route.rateLimits?.length
      ? { '429': errorResponse('Too many requests; Retry-After says when to come back') }
      : {}),
    '4XX': errorResponse('The request was refused; `message` says why'),
    '5XX': errorResponse('The service failed or is unavailable'),
  };
}

function operation(route: ApiRoute): Operation {
  const parameters = pathParameters(route.path);
  return {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.service],
    ...(parameters.length ? { parameters } : {}),
    ...(route.method === 'POST' || route.method === 'PATCH' || route.method === 'PUT'
      ? { requestBody: requestBody(route) }
      : {}),
    responses: responses(route),
  };
}

export function buildOpenApiDocument(routes: readonly ApiRoute[] = routeTable): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cardbridge API',
      version: '0.1.0',
      description:
        'The public /api surface behind the Cardbridge gateway. Each operation is tagged with the ' +
        'service that owns it. Every error is JSON `{ "message": "..." }`.',
    },
    tags: serviceNames.map((name) => ({ name, description: serviceDescriptions[name] })),
    paths,
    components: {
      schemas: {
        Error: errorSchema(),
      },
    },
  };
}

/** The document as committed in gateway/public/openapi.json. */
export function serializeOpenApiDocument(doc: OpenApiDocument = buildOpenApiDocument()): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

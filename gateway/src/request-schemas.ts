import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@cardbridge/contracts';
import type { ApiRoute } from '@cardbridge/api-routes';
import { z } from 'zod';

/**
 * JSON Schema of what a client sends (`io: 'input'`: before defaults and trimming apply).
 * Refinements (cross-field checks, payout format checks) cannot be expressed and are left out;
 * the services still apply them.
 */
function toSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return json;
}

/** The JSON request body schema of a route, or undefined when no contract describes it. */
export function jsonBodySchema(route: Pick<ApiRoute, 'request'>) {
  const schema = route.request?.json;
  return schema ? toSchema(schema) : undefined;
}

/** A multipart route's fields from its contract, plus the repeated binary `images` part. */
export function multipartBodySchema(route: Pick<ApiRoute, 'request'>) {
  const schema = route.request?.multipart;
  if (!schema) return undefined;
  const fields = toSchema(schema) as { properties?: object; required?: string[] };
  return {
    ...fields,
    properties: {
      ...fields.properties,
      images: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_IMAGES,
        description: `JPEG, PNG, WebP or HEIC (by content), each at most ${MAX_IMAGE_BYTES} bytes.`,
        items: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
    },
    required: [...(fields.required ?? []), 'images'],
  };
}

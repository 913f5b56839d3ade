import {
  adminLoginSchema,
  adminMfaEnableSchema,
  adminMfaLoginSchema,
  adminUserReplySchema,
  changePasswordSchema,
  contactFormSchema,
  contactMessageSchema,
  loginSchema,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  newPaymentMethodSchema,
  notificationsUpdateSchema,
  paymentMethodPatchSchema,
  profileSchema,
  registerSchema,
  submissionFieldsSchema,
  threadKeySchema,
  userChatMessageSchema,
} from '@cardbridge/contracts';
import { z } from 'zod';
import type { ApiRoute } from '@cardbridge/api-routes';

/**
 * The zod contract each request body is validated with, by `METHOD path`: the same schemas the
 * services and the forms use, so the OpenAPI document describes exactly what is accepted.
 */
const jsonBodies: Record<string, z.ZodType> = {
  'POST /api/auth/register': registerSchema,
  'POST /api/auth/login': loginSchema,
  'POST /api/admin/login': adminLoginSchema,
  'POST /api/admin/login/mfa': adminMfaLoginSchema,
  'POST /api/admin/mfa/enable': adminMfaEnableSchema,
  'PATCH /api/profile': profileSchema,
  'PATCH /api/notifications': notificationsUpdateSchema,
  'PATCH /api/change-password': changePasswordSchema,
  'POST /api/payment-methods': newPaymentMethodSchema,
  'PATCH /api/payment-methods/{id}': paymentMethodPatchSchema,
  'POST /api/contact': contactFormSchema,
  'POST /api/contact/message': contactMessageSchema,
  'POST /api/chat/message': userChatMessageSchema,
  'POST /api/admin/chat/reply': adminUserReplySchema,
  'POST /api/admin/contact/reply': contactMessageSchema,
  'POST /api/admin/chat/mark-read': threadKeySchema,
};

const multipartBodies: Record<string, z.ZodType> = {
  'POST /api/submit-gift-card': submissionFieldsSchema,
};

const key = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

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
export function jsonBodySchema(route: Pick<ApiRoute, 'method' | 'path'>) {
  const schema = jsonBodies[key(route)];
  return schema ? toSchema(schema) : undefined;
}

/** A multipart route's fields from its contract, plus the repeated binary `images` part. */
export function multipartBodySchema(route: Pick<ApiRoute, 'method' | 'path'>) {
  const schema = multipartBodies[key(route)];
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

import { z } from 'zod';

/**
 * The one error shape every Cardbridge service answers with (docs/product.md#api-conventions):
 * a human-readable `message`, plus per-field messages when a request body failed validation.
 * Front ends parse error responses with this schema so server and client cannot drift.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Per-field validation messages keyed by the field's dotted path (`address.zip`). */
export type FieldErrors = Record<string, string>;

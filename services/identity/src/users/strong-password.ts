import { checkPasswordStrength } from '@cardbridge/contracts/password-strength';
import type { z } from 'zod';

/**
 * A request schema whose `field` must also be hard to guess (zxcvbn, docs/product.md#validation):
 * refused with 400 and the same message the forms show, before anything is stored.
 */
export function requireStrongPassword<S extends z.ZodType>(schema: S, field: string): S {
  return schema.superRefine((values, ctx) => {
    const password = (values as Record<string, unknown>)[field];
    if (typeof password !== 'string') return;
    const why = checkPasswordStrength(password);
    if (why) ctx.addIssue({ code: 'custom', path: [field], message: why });
  }) as S;
}

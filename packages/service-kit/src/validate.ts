import type { z } from 'zod';
import type { FieldErrors } from '@cardbridge/contracts';
import { validationError } from './errors';

/**
 * Runs a shared contracts schema against untrusted input (a request body, a query) and returns
 * the parsed, typed value, or throws a 400 whose per-field messages are exactly the schema's:
 * the same schema drives the front end's form resolver, so both sides say the same words.
 * The top-level `message` is the first problem, so a toast shows something a user can act on.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;

  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    // The first message per field wins, as in the form resolver.
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  const first = result.error.issues[0];
  throw validationError(first?.message ?? 'Invalid request', errors);
}

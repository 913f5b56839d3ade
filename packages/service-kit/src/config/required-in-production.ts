import { z } from 'zod';

/**
 * A check for a service's config schema: each named variable, optional for local runs, must be
 * set when `NODE_ENV` is production; the value says why, for the error message.
 * `schema.check(requiredInProduction({ SMTP_URL: 'seller emails are sent through it' }))`.
 *
 * It runs even when other variables are bad (`when`), so one start names every missing one and
 * `variablesRequiredInProduction` can read them all from a schema.
 */
export function requiredInProduction(reasons: Record<string, string>) {
  return z.superRefine<Record<string, unknown>>(
    (config, ctx) => {
      if (config?.NODE_ENV !== 'production') return;
      for (const [name, reason] of Object.entries(reasons)) {
        if (config[name] !== undefined && config[name] !== '') continue;
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required in production (${reason})`,
        });
      }
    },
    { when: () => true },
  );
}

/**
 * The variables a config schema refuses to start without in production, read from the schema
 * itself: what a production environment given nothing else is told is missing.
 */
export function variablesRequiredInProduction(schema: z.ZodType): string[] {
  const result = schema.safeParse({ NODE_ENV: 'production' });
  if (result.success) return [];
  const names = result.error.issues.flatMap((issue) =>
    typeof issue.path[0] === 'string' ? [issue.path[0]] : [],
  );
  return [...new Set(names)].sort();
}

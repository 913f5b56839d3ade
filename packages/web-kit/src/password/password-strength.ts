import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type * as strengthModule from '@cardbridge/contracts/password-strength';
import type { PasswordStrength } from '@cardbridge/contracts/password-strength';

type StrengthModule = typeof strengthModule;

let loading: Promise<StrengthModule> | undefined;

/** The zxcvbn estimator of the contracts, fetched once, on the first password typed. */
export const loadPasswordStrength = (): Promise<StrengthModule> =>
  (loading ??= import('@cardbridge/contracts/password-strength'));

/**
 * A form schema that also refuses a password easy to guess, with the message the service gives
 * (docs/product.md#validation). Asynchronous: the estimator loads on demand.
 */
export function withStrongPassword<S extends z.ZodType>(schema: S, field: string): S {
  return schema.superRefine(async (values, ctx) => {
    const password = (values as Record<string, unknown>)[field];
    if (typeof password !== 'string' || password.length === 0) return;
    const { checkPasswordStrength } = await loadPasswordStrength();
    const why = checkPasswordStrength(password);
    if (why) ctx.addIssue({ code: 'custom', path: [field], message: why });
  }) as S;
}

/** The strength of what is typed, for the hint under a new-password field (undefined when empty). */
export function usePasswordStrength(password: string): PasswordStrength | undefined {
  const [strength, setStrength] = useState<PasswordStrength>();
  useEffect(() => {
    if (!password) {
      setStrength(undefined);
      return;
    }
    let current = true;
    void loadPasswordStrength().then(({ passwordStrength }) => {
      if (current) setStrength(passwordStrength(password));
    });
    return () => {
      current = false;
    };
  }, [password]);
  return strength;
}

import { createError } from '@cardbridge/service-kit';
import type { AttemptOrigin } from '../../auth/attempt-origin';
import type { AdminMfaDeps } from './admin-mfa-deps';

export const invalidCode = () => createError(401, 'Invalid authentication code');

/**
 * A code guess is a sign-in attempt: it counts against the same account-and-address throttle as a
 * password (docs/product.md#sign-in-protection), and a refused one is audited as locked.
 */
export async function beginCodeAttempt(
  { username, origin }: { username: string; origin: AttemptOrigin },
  { throttle, audit }: Pick<AdminMfaDeps, 'throttle' | 'audit'>,
) {
  try {
    return await throttle.begin({ account: `admin:${username}`, address: origin.address });
  } catch (error) {
    await audit(username, origin, 'locked');
    throw error;
  }
}

import { z } from 'zod';
import { internalToken } from '../config/env-fields';

/**
 * Variables a service needs to honour sessions and call other services. Extend a service's
 * schema with it: `serviceConfigSchema({ defaultPort }).extend(authConfigShape)`.
 */
export const authConfigShape = {
  /** identity's base URL, for its JWKS and revoked-session feed. */
  IDENTITY_URL: z.url({ error: 'must be a URL (http://127.0.0.1:4001)' }),
  /** Shared secret of service-to-service calls (`x-internal-token`). */
  INTERNAL_TOKEN: internalToken(),
};

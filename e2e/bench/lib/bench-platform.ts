import { startPlatform } from '@cardbridge/platform';
import { relaxedLimits, relaxedServiceLimits } from '../../support/relaxed-limits';
import { signUpThroughApi } from '../../support/sign-up-link';

/** The admin every benchmark's platform is started with. */
export const benchAdmin = { username: 'bench-admin', password: 'bench-admin-password-1' };

/**
 * The whole platform (embedded database, built services, nginx) with the per-address and
 * per-seller limits raised, as one benchmark client sends far more than a person would.
 */
export function startBenchPlatform(env: Record<string, string> = {}) {
  return startPlatform({
    gateway: 'nginx',
    ...relaxedLimits,
    env: {
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: benchAdmin.username,
      ADMIN_PASSWORD: benchAdmin.password,
      ...relaxedServiceLimits,
      ...env,
    },
  });
}

/**
 * A seller signed up through the gateway as a visitor does: the form, then the link identity
 * emailed into the platform's mail folder. Their username and session cookie.
 */
export async function registerBenchSeller(
  platform: { url: string; mailDir: string | null },
  prefix = 'bench',
) {
  if (!platform.mailDir) throw new Error('benchmarks read the sign-up link from the mail folder');
  const username = `${prefix}${Date.now().toString(36)}`;
  const register = await signUpThroughApi(
    platform.url,
    {
      username,
      email: `${username}@example.com`,
      password: 'bench-password-1',
      firstName: 'Bench',
      lastName: 'Mark',
    },
    platform.mailDir,
  );
  if (register.status !== 201) throw new Error(`sign-up answered ${register.status}`);
  return { username, cookie: (register.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '' };
}

import { parseTrustedProxies } from './trusted-proxies.js';

/**
 * The gateway's own environment, read in this one place. `TRUSTED_PROXIES`: the TLS front end's
 * addresses or CIDR ranges, comma-separated, none by default (see trusted-proxies.ts). A bad entry
 * stops the config from being rendered, naming it.
 */
export function readGatewayEnv(env: NodeJS.ProcessEnv = process.env) {
  return { trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES) };
}

import net from 'node:net';

/**
 * The TLS front ends whose `X-Forwarded-For` and `X-Forwarded-Proto` the gateway believes
 * (`TRUSTED_PROXIES`, empty by default). From anyone else those headers are the client's own
 * words and are ignored: the client is the peer address, the scheme the gateway's own.
 */
export function parseCidr(entry: string): { address: string; prefix: number; family: 4 | 6 } {
  const [, address = '', bits] = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry.trim()) ?? [];
  const family = net.isIP(address);
  const max = family === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : Number(bits);
  if (family === 0 || prefix > max) {
    throw new Error(
      `trusted proxy must be an IP address or CIDR range, got ${JSON.stringify(entry)}`,
    );
  }
  return { address, prefix, family: family as 4 | 6 };
}

/** `TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges; blank entries are skipped. */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  entries.forEach(parseCidr);
  return entries;
}

/** As nginx's realip with `real_ip_recursive on`: who the client is, and the scheme it used. */
export interface ClientOrigin {
  address: string;
  proto: 'http' | 'https';
}

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.)/, '');

export function clientOriginResolver(trustedProxies: readonly string[] = []) {
  const trusted = new net.BlockList();
  for (const entry of trustedProxies) {
    const { address, prefix, family } = parseCidr(entry);
    trusted.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  const isTrusted = (address: string) => {
    const family = net.isIP(address);
    return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  return (peer: string, forwardedFor: string | undefined, forwardedProto: string | undefined) => {
    const direct = unmapped(peer);
    if (!isTrusted(direct)) return { address: direct, proto: 'http' } satisfies ClientOrigin;
    const proto = forwardedProto === 'https' ? 'https' : 'http';
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((hop) => unmapped(hop.trim()))
      .filter(Boolean);
    // From the right: the last address no trusted proxy vouches for is the client.
    let address = direct;
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i] as string;
      if (net.isIP(hop) === 0) break;
      address = hop;
      if (!isTrusted(hop)) break;
    }
    return { address, proto } satisfies ClientOrigin;
  };
}

import { BlockList, isIP } from 'node:net';
import type { Middleware } from 'koa';

/** Loopback: the gateway of a local run (nginx on the same machine). */
export const loopbackProxies = ['127.0.0.0/8', '::1/128'];

const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/** A list of IPs and CIDRs (`10.0.0.0/8`, `::1`), as a matcher. Throws on a bad entry. */
export function proxyMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const family = isIP(address);
    if (!family) throw new Error(`not an IP address or CIDR range: ${entry}`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Koa trusts `X-Forwarded-*` app-wide (`proxy: true`); this keeps that trust for the gateway
 * only. A request whose TCP peer is not a trusted proxy has those headers removed before
 * anything reads them, so a caller reaching the service directly cannot pick its own `ctx.ip`,
 * protocol or host (login throttling and audit use `ctx.ip`).
 */
export function trustForwardedHeadersFrom(entries: readonly string[]): Middleware {
  const trusted = proxyMatcher(entries);
  return async (ctx, next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    if (!trusted(peer)) {
      for (const header of forwardedHeaders) delete ctx.req.headers[header];
    }
    await next();
  };
}

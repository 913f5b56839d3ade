import { randomBytes } from 'node:crypto';
import { traceparentFor } from './trace-context.js';
import http from 'node:http';
import { errorBody, type GatewayErrorStatus } from './error-bodies.js';
import { securityHeaders } from './security-headers.js';
import type { ClientOrigin } from './trusted-proxies.js';

/** Connection-scoped headers that must not be forwarded (RFC 9110 section 7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
]);
/** The gateway's own security headers win over a service's copies, as in nginx (proxy_hide_header). */
const hiddenResponseHeaders = new Set([
  ...hopByHop,
  ...Object.keys(securityHeaders).map((name) => name.toLowerCase()),
  'x-powered-by',
]);

export function sendJsonError(res: http.ServerResponse, status: GatewayErrorStatus): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = errorBody(status);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

export interface ProxyTarget {
  /** 'host:port' */
  address: string;
  /** Keep-alive connections to the services, owned (and destroyed) by the gateway. */
  agent: http.Agent;
  maxBodyBytes: number;
  timeoutMs: number;
  /** The client as the gateway established it (trusted proxies considered). */
  client: ClientOrigin;
}

function splitAddress(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  const host = address.slice(0, at).replace(/^\[(.*)\]$/, '$1');
  return { host, port: Number(address.slice(at + 1)) };
}

/** Headers about the client that only the gateway may state; a client's own copies are dropped. */
const gatewayStated = new Set(['forwarded', 'x-real-ip']);

function forwardedHeaders(
  req: http.IncomingMessage,
  client: ClientOrigin,
): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!hopByHop.has(name) && !gatewayStated.has(name) && value !== undefined) {
      headers[name] = value;
    }
  }
  const requestId = randomBytes(16).toString('hex');
  headers['x-request-id'] = requestId;
  headers.traceparent = traceparentFor(req.headers.traceparent, requestId);
  headers['x-forwarded-for'] = client.address;
  headers['x-forwarded-proto'] = client.proto;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  return headers;
}

/** Streams the request to the service with the original URL and streams the answer back. */
export function proxyRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: ProxyTarget,
): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > target.maxBodyBytes) {
    req.resume();
    sendJsonError(res, 413);
    return;
  }
  // Only the first failure answers; destroying the upstream request afterwards raises more.
  let failed = false;
  const fail = (status: GatewayErrorStatus) => {
    if (failed) return;
    failed = true;
    sendJsonError(res, status);
  };
  const { host, port } = splitAddress(target.address);
  const upstream = http.request({
    host,
    port,
    method: req.method,
    path: req.url,
    headers: forwardedHeaders(req, target.client),
    agent: target.agent,
    timeout: target.timeoutMs,
  });
  upstream.on('response', (answer) => {
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!hiddenResponseHeaders.has(name) && value !== undefined) res.setHeader(name, value);
    }
    res.writeHead(answer.statusCode ?? 502);
    answer.on('error', () => res.destroy());
    answer.pipe(res);
  });
  // A client that goes away (an abandoned upload) must not keep the service busy.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('timeout', () => {
    fail(504);
    upstream.destroy();
  });
  // A service that is down: the same JSON 503 nginx answers.
  upstream.on('error', () => {
    if (!res.headersSent) res.setHeader('Retry-After', '1');
    fail(503);
  });

  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    // A chunked body has no declared length: stop it once it passes the limit.
    if (received > target.maxBodyBytes && !failed) {
      fail(413);
      req.unpipe(upstream);
      upstream.destroy();
      req.resume();
    }
  });
  req.pipe(upstream);
}

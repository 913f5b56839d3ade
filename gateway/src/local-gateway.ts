import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowedMethods, findApiPath, isClosedPath } from './api-paths.js';
import { errorBody, retryAfterSeconds } from './error-bodies.js';
import { bodyLimits, versionedRemotePath, type NginxConfigOptions } from './gateway-options.js';
import { localRateLimits } from './local-rate-limits.js';
import { proxyRequest, sendJsonError } from './local-proxy.js';
import { isRefusedPath } from './path-spelling.js';
import { answerPreview, previewPath } from './remote-preview.js';
import { staticDir, staticFile } from './local-static.js';
import { securityHeaders, strictTransportSecurity } from './security-headers.js';
import type { ServiceName } from '@cardbridge/api-routes';
import { clientOriginResolver, type ClientOrigin } from './trusted-proxies.js';
import { normalizeUrlPath } from './url-path.js';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The Node stand-in proxies to one address per service. */
export type LocalGatewayOptions = Omit<NginxConfigOptions, 'prefix' | 'resolver' | 'upstreams'> & {
  upstreams: Record<ServiceName, string>;
};

export interface LocalGateway {
  url: string;
  close(): Promise<void>;
}

type Respond = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  urlPath: string,
  client: ClientOrigin,
) => Promise<void>;

function plain(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function apiHandler(o: LocalGatewayOptions, agent: http.Agent): Respond {
  const withinLimits = localRateLimits(o);
  return async (req, res, urlPath, client) => {
    const found = findApiPath(urlPath);
    if (!found) return sendJsonError(res, 404);
    const methods = allowedMethods(found);
    if (!methods.includes(req.method ?? '')) {
      res.setHeader('Allow', methods.join(', '));
      return sendJsonError(res, 405);
    }
    if (!withinLimits(req, client.address, found.rateLimits)) {
      req.resume();
      res.setHeader('Retry-After', String(retryAfterSeconds));
      return sendJsonError(res, 429);
    }
    proxyRequest(req, res, {
      address: o.upstreams[found.service],
      agent,
      maxBodyBytes: found.upload ? bodyLimits.uploadBytes : bodyLimits.defaultBytes,
      timeoutMs: found.upload ? 300_000 : 60_000,
      client,
    });
  };
}

function staticHandler(o: LocalGatewayOptions): Respond {
  const registry = staticFile(o.staticRoots.remotes, 'registry.json');
  const openapi = staticFile(o.publicDir, 'openapi.json');
  const remotes = staticDir(o.staticRoots.remotes, { immutable: true });
  const versioned = new RegExp(versionedRemotePath);
  const shell = staticDir(o.staticRoots.shell);
  return async (req, res, urlPath, client) => {
    if (urlPath === previewPath) return answerPreview(req, res, client.proto);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJsonError(res, 405);
    }
    if (urlPath === '/api/openapi.json') {
      if (!(await openapi(req, res))) plain(res, 404, 'Not Found');
      return;
    }
    if (urlPath === '/remotes/registry.json') {
      if (!(await registry(req, res))) plain(res, 404, 'Not Found');
      return;
    }
    if (urlPath.startsWith('/remotes/')) {
      const file = versioned.exec(urlPath)?.[1];
      if (!file || !(await remotes(req, res, `/${file}`))) plain(res, 404, 'Not Found');
      return;
    }
    // SPA fallback: client-side routes load the shell's index.html.
    if (await shell(req, res, urlPath)) return;
    if (!(await shell(req, res, '/index.html'))) plain(res, 404, 'Not Found');
  };
}

/**
 * A Node implementation of the gateway's routing and static serving for machines without nginx:
 * the same route table, security headers, body limits, rate limits, cache headers and SPA
 * fallback. It does not compress.
 */
export async function startLocalGateway(o: LocalGatewayOptions): Promise<LocalGateway> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const api = apiHandler(o, agent);
  const files = staticHandler(o);
  const clientOrigin = clientOriginResolver(o.trustedProxies);
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const client = clientOrigin(
      req.socket.remoteAddress ?? '',
      [req.headers['x-forwarded-for'] ?? []].flat().join(', '),
      single(req.headers['x-forwarded-proto']),
    );
    if (client.proto === 'https') {
      res.setHeader('Strict-Transport-Security', strictTransportSecurity);
    }
    // As nginx: a path it cannot parse is a 400, then an odd spelling of one a 404.
    const urlPath = normalizeUrlPath(req.url ?? '');
    if (urlPath === undefined) return sendJsonError(res, 400);
    if (isRefusedPath(req.url ?? '')) return sendJsonError(res, 404);
    if (isClosedPath(urlPath)) return sendJsonError(res, 404);
    const isApi =
      (urlPath === '/api' || urlPath.startsWith('/api/')) && urlPath !== '/api/openapi.json';
    const respond = isApi ? api : files;
    respond(req, res, urlPath, client).catch(() => {
      if (res.headersSent) res.destroy();
      else sendJsonError(res, 500);
    });
  });
  // A request Node cannot parse never reaches the handler: answer it in the same JSON shape.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const body = errorBody(error.code === 'HPE_HEADER_OVERFLOW' ? 494 : 400);
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

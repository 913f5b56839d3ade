import net from 'node:net';
import http from 'node:http';
import zlib from 'node:zlib';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  method?: string;
  body?: Buffer | string;
  headers?: Record<string, string>;
  /** The loopback address to connect from (127.0.0.2 and up): another client address. */
  localAddress?: string;
}

/**
 * A plain HTTP client rather than fetch: it reads a response that arrives before the request
 * body is fully sent (nginx answers 413 early) and shows Content-Encoding as the server sent it.
 */
export function request(base: string, urlPath: string, o: RequestOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(new URL(urlPath, base), {
      method: o.method ?? 'GET',
      headers: o.headers,
      localAddress: o.localAddress,
      // A fresh connection per request, so each request comes from its own address.
      agent: false,
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
        const text = body.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json: () => JSON.parse(text),
        });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(o.body);
  });
}

/** Sends bytes as they are (requests a well-behaved client would never make); resolves with the raw answer. */
export function rawRequest(baseUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    socket.once('error', reject);
    socket.once('end', () => resolve(answer));
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve(answer);
    });
    socket.write(bytes);
  });
}

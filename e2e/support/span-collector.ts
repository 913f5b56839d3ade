import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as the services exported it over OTLP/HTTP (JSON encoding). */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  links: { traceId: string; spanId: string }[];
}

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: (Omit<CollectedSpan, 'service' | 'links'> & { links?: CollectedSpan['links'] })[];
    }[];
  }[];
}

/**
 * An OTLP/HTTP trace receiver kept in the test's memory: what a collector (Jaeger, Tempo) would
 * get from the services, for a test to read back.
 */
export async function startSpanCollector() {
  const spans: CollectedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      const parsed = JSON.parse(body.toString('utf8')) as OtlpJson;
      for (const resource of parsed.resourceSpans ?? []) {
        const service =
          resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ??
          '?';
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

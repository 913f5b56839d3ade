import { createRequire } from 'node:module';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export interface TracingOptions {
  /** `service.name` on every span (`payments`). */
  service: string;
  /** Where spans go over OTLP/HTTP (`OTEL_EXPORTER_OTLP_ENDPOINT`); none: nothing is exported. */
  endpoint?: string;
  /** Tests pass an in-memory exporter instead; spans are handed over one by one, at once. */
  exporter?: SpanExporter;
}

export interface Tracing {
  /** Whether spans are recorded and exported (an endpoint or exporter is set). */
  readonly exporting: boolean;
  /** Sends what is still buffered and stops the exporter (graceful shutdown). */
  shutdown: () => Promise<void>;
}

let started: Tracing | undefined;

/**
 * OpenTelemetry for one process (docs/product.md#tracing): W3C trace context is read from every
 * request, kept across awaits, written into every neighbour call and outbox message, and put on
 * every log line, whether or not spans are exported. With no OTLP endpoint the sampler records
 * nothing: spans still carry their ids (so logs and neighbours agree on the trace) but cost no
 * recording or export. Call it before the app's modules load (the http and mongodb
 * instrumentations patch those modules as they are first required); a second call answers the
 * first one's tracing.
 */
export function startTracing({ service, endpoint, exporter }: TracingOptions): Tracing {
  if (started) return started;
  const target = exporter ?? (endpoint ? otlpExporter(endpoint) : undefined);
  const spanProcessors: SpanProcessor[] = [];
  if (target) {
    // Tests read spans as they end; a real exporter gets them in batches, off the request path.
    spanProcessors.push(
      exporter ? new SimpleSpanProcessor(target) : new BatchSpanProcessor(target),
    );
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }),
    sampler: target
      ? new ParentBasedSampler({ root: new AlwaysOnSampler() })
      : new AlwaysOffSampler(),
    spanProcessors,
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are not part of any user's story.
        ignoreIncomingRequestHook: (request) =>
          /^\/(healthz|readyz|metrics)\b/.test(request.url ?? ''),
      }),
      new MongoDBInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  // The instrumentations patch a module as it is required next. `http` is already loaded (the
  // exporter and Koa use it): requiring it once more here applies the patch (Server.prototype).
  const require = createRequire(import.meta.url);
  require('http');
  require('https');
  started = { exporting: Boolean(target), shutdown: () => provider.shutdown() };
  return started;
}

/** OTLP over HTTP to `<endpoint>/v1/traces`, as the OpenTelemetry environment variables say. */
function otlpExporter(endpoint: string): SpanExporter {
  return new OTLPTraceExporter({ url: new URL('/v1/traces', endpoint).href });
}

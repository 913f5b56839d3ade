import { ROOT_CONTEXT, SpanKind, context, propagation, trace } from '@opentelemetry/api';
import type { Link, Span } from '@opentelemetry/api';

/** The tracer every Cardbridge span not made by an instrumentation comes from. */
export const tracer = () => trace.getTracer('cardbridge');

/** The active trace's ids, for log lines: empty outside any span. */
export function activeTraceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The W3C `traceparent` of the active span, to store with work done later (an outbox message). */
export function activeTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** Adds `traceparent` (and `tracestate`) of the active span to outgoing request headers. */
export function withTraceHeaders(headers: Record<string, string>): Record<string, string> {
  propagation.inject(context.active(), headers);
  return headers;
}

/**
 * Runs `fn` in a new span. With `parent` (a stored `traceparent`) the span continues that trace
 * and links to it: the outbox hop, where work started by one request is finished later by a
 * relay (`hop` names the kind of hop on the link). `root` starts a trace of its own: a worker's
 * round is not part of whatever started the worker. Errors are recorded on the span and thrown on.
 */
export async function inSpan<T>(
  name: string,
  fn: (span: Span) => Promise<T>,
  {
    parent,
    kind = SpanKind.INTERNAL,
    hop = 'deferred',
    root = false,
  }: { parent?: string; kind?: SpanKind; hop?: string; root?: boolean } = {},
): Promise<T> {
  const parentContext = parent
    ? propagation.extract(ROOT_CONTEXT, { traceparent: parent })
    : root
      ? ROOT_CONTEXT
      : context.active();
  const stored = parent ? trace.getSpanContext(parentContext) : undefined;
  const links: Link[] = stored ? [{ context: stored, attributes: { 'cardbridge.hop': hop } }] : [];
  return tracer().startActiveSpan(name, { kind, links }, parentContext, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: 2 });
      throw error;
    } finally {
      span.end();
    }
  });
}

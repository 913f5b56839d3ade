import type { Env } from './service-config';

/**
 * Tracing's settings, read before the service's own config is (OpenTelemetry must be running
 * before the app's modules load): the service name and, to export spans, the standard
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (docs/product.md#tracing).
 */
export function tracingEnv(env: Env = process.env): { service: string; endpoint?: string } {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;
  return { service: env.OTEL_SERVICE_NAME || 'cardbridge', ...(endpoint ? { endpoint } : {}) };
}

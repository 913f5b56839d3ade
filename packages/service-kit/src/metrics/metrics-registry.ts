import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * One registry per app instance, with the process metrics (CPU, memory, event loop lag, GC) in it.
 * Never prom-client's global registry: tests build several apps in one process, and each app's
 * `/metrics` must show its own numbers only.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

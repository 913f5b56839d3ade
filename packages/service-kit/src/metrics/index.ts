export { Counter, Gauge, Registry } from 'prom-client';
export { createMetricsRegistry } from './metrics-registry';
export { unmatchedRoute } from './http-metrics';
export { outboxMetrics } from './outbox-metrics';
export { scrapeGauge, statusGauge } from './scrape-gauge';
export type { GaugeSample, ScrapeGaugeOptions, StatusGaugeOptions } from './scrape-gauge';

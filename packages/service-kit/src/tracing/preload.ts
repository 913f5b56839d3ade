import { tracingEnv } from '../config/tracing-env';
import { startTracing } from './start-tracing';

/**
 * Loaded by a service's bin before the service itself (`dist/tracing.js`), so the http and
 * mongodb instrumentations are in place before Koa and mongoose are first required.
 */
startTracing(tracingEnv());

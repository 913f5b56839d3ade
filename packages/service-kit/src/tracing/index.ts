export { startTracing } from './start-tracing';
export type { Tracing, TracingOptions } from './start-tracing';
export {
  activeTraceIds,
  activeTraceparent,
  inSpan,
  tracer,
  withTraceHeaders,
} from './trace-context';

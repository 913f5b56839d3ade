import { block } from './nginx-directives.js';

/** A W3C `traceparent` as the services' propagator accepts it: version 00, ids, flags. */
export const traceparentPattern = '^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$';

/**
 * nginx passes a client's well-formed `traceparent` on and starts a trace for a request that
 * brought none (or a malformed one): the trace id is the request id (32 hex digits, the same one
 * in the access log and `X-Request-Id`), the parent span id its first 16 digits
 * (docs/product.md#tracing).
 */
export function nginxTraceMaps(): string {
  return [
    block('map $request_id $cardbridge_trace_span', '"~^(?<head>[0-9a-f]{16})" $head;'),
    block(
      'map $http_traceparent $cardbridge_traceparent',
      `default "00-$request_id-$cardbridge_trace_span-01";\n"~${traceparentPattern}" $http_traceparent;`,
    ),
  ].join('\n');
}

/** The local gateway's equivalent: the client's `traceparent` if well formed, else a new one. */
export function traceparentFor(incoming: string | string[] | undefined, requestId: string): string {
  if (typeof incoming === 'string' && new RegExp(traceparentPattern).test(incoming))
    return incoming;
  return `00-${requestId}-${requestId.slice(0, 16)}-01`;
}

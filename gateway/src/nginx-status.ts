import { errorBody } from './error-bodies.js';
import type { NginxConfigOptions } from './gateway-options.js';
import { block, jsonDefaultType, jsonReturn } from './nginx-directives.js';

/** Where nginx's own counters are read on the status listener. */
export const stubStatusPath = '/nginx_status';

/**
 * nginx's connection and request counters (`stub_status`) for an exporter running beside it
 * (docs/product.md#metrics). A listener of its own bound to 127.0.0.1: the public server has no
 * such path, and nothing a TLS front end forwards can reach it. Empty without `statusPort`.
 */
export function statusServer(o: NginxConfigOptions): string {
  if (o.statusPort === undefined) return '';
  return block(
    'server',
    [
      `listen 127.0.0.1:${o.statusPort};`,
      'access_log off;',
      block(`location = ${stubStatusPath}`, 'stub_status;'),
      block('location /', `${jsonDefaultType}\n${jsonReturn(404, errorBody(404))}`),
    ].join('\n'),
  );
}

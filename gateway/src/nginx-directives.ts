import { securityHeaders } from './security-headers.js';

/** Small helpers that keep the generated nginx.conf readable and safe to interpolate. */

/** Values must never break out of a quoted nginx string or expand a `$variable`. */
export function quote(value: string): string {
  if (/["$\\\r\n]/.test(value)) {
    throw new Error(`unsafe value for nginx.conf: ${JSON.stringify(value)}`);
  }
  return `"${value}"`;
}

/**
 * `return <code> '<json>'`; the enclosing location must declare `default_type application/json`
 * (nginx does not allow default_type inside `if`).
 */
export function jsonReturn(status: number, body: string): string {
  if (body.includes("'") || body.includes('$')) throw new Error(`unsafe body: ${body}`);
  return `return ${status} '${body}';`;
}

export const jsonDefaultType = 'default_type application/json;';

/**
 * nginx drops inherited add_header directives in any block that declares its own, so every block
 * that adds a header repeats the security headers. `always` covers error responses too.
 */
export function headers(extra: Record<string, string> = {}): string {
  return [
    ...Object.entries({ ...securityHeaders, ...extra }).map(
      ([name, value]) => `add_header ${name} ${quote(value)} always;`,
    ),
    // Empty (so not sent) unless the request came over TLS: see the map in nginx-config.ts.
    'add_header Strict-Transport-Security $cardbridge_hsts always;',
  ].join('\n');
}

export function indent(text: string, depth = 1): string {
  const pad = '    '.repeat(depth);
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : pad + line))
    .join('\n');
}

export function block(head: string, body: string): string {
  return `${head} {\n${indent(body)}\n}`;
}

/** A location regex, quoted so `{n,}` quantifiers survive nginx's tokenizer. */
export function regex(source: string): string {
  if (/["\r\n]/.test(source)) throw new Error(`unsafe regex for nginx.conf: ${source}`);
  return `"${source}"`;
}

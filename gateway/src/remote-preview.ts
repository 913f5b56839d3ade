import type http from 'node:http';
import { previewCookie, previewQueryPattern, remoteNames } from './gateway-options.js';
import { block, headers, jsonDefaultType, jsonReturn, regex } from './nginx-directives.js';

/*
 * `/remotes/preview?<name>=<version>` (docs/product.md#operations). A GET only shows a page with a
 * button naming what it will preview; the cookie is set by that button's POST, and only when the
 * browser says the POST came from this site (Sec-Fetch-Site: same-origin, or without that header
 * an Origin equal to the gateway's own). So another site can neither link nor post a visitor
 * into a version that is not live.
 */

export const previewPath = '/remotes/preview';

const refusal = 'A preview can only be set from the preview page of this site';
const cookieAttributes = 'Path=/; Max-Age=86400; SameSite=Lax';
const names = remoteNames.join('|');

/** What the button says: "Preview seller abcdef012345", "Stop previewing seller", ... */
export function previewLabel(query: string): string {
  if (query === '') return 'Stop previewing';
  const one = new RegExp(`^(${names})=([0-9a-f]{0,12})$`).exec(query);
  if (!one) return `Preview ${query}`;
  return one[2] ? `Preview ${one[1]} ${one[2]}` : `Stop previewing ${one[1]}`;
}

/**
 * The confirmation page. Single quotes only, so nginx can return it as a double-quoted string;
 * `label` and `query` are checked values (remote names, hex versions), or nginx variables.
 */
export function previewPage(label: string, query: string): string {
  return [
    '<!doctype html>',
    "<html lang='en'>",
    "<head><meta charset='utf-8'><meta name='viewport' content='width=device-width, initial-scale=1'>",
    '<title>Preview a remote version · Cardbridge</title></head>',
    "<body><main style='font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem'>",
    '<h1>Preview a remote version</h1>',
    '<p>Only this browser will load it, for a day or until the preview is stopped.</p>',
    `<form method='post' action='${previewPath}?${query}'><button type='submit'>${label}</button></form>`,
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}

/** Whether the browser says this POST came from a page of this very origin. */
export function isSameOriginPost(req: http.IncomingMessage, proto: 'http' | 'https'): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  return req.headers.origin === `${proto}://${req.headers.host ?? ''}`;
}

/** The Node gateway's answer on the preview path. */
export function answerPreview(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  proto: 'http' | 'https',
): void {
  const query = new URL(req.url ?? '', 'http://gateway').search.slice(1);
  const json = (status: number, message: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ message }));
  };
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, HEAD, POST');
    return json(405, 'Method Not Allowed');
  }
  if (!new RegExp(previewQueryPattern).test(query)) return json(400, 'Bad request');
  if (req.method === 'POST') {
    req.resume();
    if (!isSameOriginPost(req, proto)) return json(403, refusal);
    res.writeHead(303, {
      Location: '/',
      'Cache-Control': 'no-store',
      'Set-Cookie': `${previewCookie}=${query}; ${cookieAttributes}`,
    });
    res.end();
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : previewPage(previewLabel(query), query));
}

const internalSetPath = '/__gateway_preview/set';

/**
 * http-level maps: the button's label from $args, as previewLabel gives it, and whether a POST is
 * same-origin (the Origin compared with the gateway's own scheme and Host by a backreference).
 */
export function nginxPreviewMaps(): string {
  return [
    block(
      'map $args $cardbridge_preview_label',
      [
        'default "Preview $args";',
        '"" "Stop previewing";',
        `${regex(`~^(${names})=([0-9a-f]{1,12})$`)} "Preview $1 $2";`,
        `${regex(`~^(${names})=$`)} "Stop previewing $1";`,
      ].join('\n'),
    ),
    block(
      'map "$http_sec_fetch_site|$http_origin|$cardbridge_forwarded_proto://$cardbridge_host" $cardbridge_same_origin_post',
      ['default 0;', `${regex('~^same-origin\\|')} 1;`, `${regex('~^\\|([^|]+)\\|\\1$')} 1;`].join(
        '\n',
      ),
    ),
  ].join('\n');
}

/** The preview page (GET) and, through an internal location, the cookie (same-origin POST). */
export function nginxPreviewLocations(): string {
  const page = previewPage('$cardbridge_preview_label', '$args');
  if (page.includes('"')) throw new Error('the preview page must not hold a double quote');
  return [
    block(
      `location = ${previewPath}`,
      [
        `if ($args !~ ${regex(previewQueryPattern)}) {\n    return 400;\n}`,
        // rewrite keeps the query: the internal location sets exactly what was checked here.
        `if ($request_method = POST) {\n    rewrite ^ ${internalSetPath} last;\n}`,
        `if ($request_method !~ ${regex('^(GET|HEAD)$')}) {\n    return 405;\n}`,
        'default_type text/html;',
        headers({ 'Cache-Control': 'no-store' }),
        `return 200 "${page}";`,
      ].join('\n'),
    ),
    block(
      `location = ${internalSetPath}`,
      [
        'internal;',
        jsonDefaultType,
        headers({ 'Cache-Control': 'no-store' }),
        // Only this block sends the cookie: an add_header in an `if` replaces the location's.
        block(
          'if ($cardbridge_same_origin_post)',
          [
            headers({ 'Cache-Control': 'no-store' }),
            // $args passed the pattern: remote names and hex versions, nothing that could end the
            // cookie or add an attribute.
            `add_header Set-Cookie "${previewCookie}=$args; ${cookieAttributes}" always;`,
            'return 303 /;',
          ].join('\n'),
        ),
        jsonReturn(403, JSON.stringify({ message: refusal })),
      ].join('\n'),
    ),
  ].join('\n\n');
}

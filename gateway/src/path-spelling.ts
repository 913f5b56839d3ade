/**
 * Request paths the gateway refuses with a JSON 404 before routing, in PCRE (nginx, matched
 * against `$request_uri`) and JavaScript alike. A service may decode a path differently from the
 * gateway, so any spelling that could decode or resolve to another path is refused rather than
 * normalised: encoded slashes, backslashes, dots and percent signs (double encoding), encoded
 * control characters, literal backslashes, `.` and `..` segments and empty segments; and under
 * /api, which has only plain segments, any percent escape at all. What passes is forwarded as it
 * came, which is then the path the gateway routed.
 */
export const refusedPathPattern =
  '^[^?]*(?:%(?:2[eEfF5]|5[cC]|[01][0-9a-fA-F]|7[fF])|\\x5c|//|/\\.\\.?(?:[/?]|$))|^/api/[^?]*%';

const refused = new RegExp(refusedPathPattern);

/** True for a request target (path and query) the gateway refuses to route. */
export function isRefusedPath(requestTarget: string): boolean {
  return refused.test(requestTarget);
}

/**
 * Headers the gateway adds to every response, static or proxied. The CSP fits the apps: Module
 * Federation loads remotes as same-origin scripts, Radix injects inline styles, and images may be
 * previews made from data: or blob: URLs.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * HSTS, sent only when the request reached the TLS terminator in front over https (its
 * X-Forwarded-Proto): a browser must not pin https for a plain-http local run. 180 days.
 */
export const strictTransportSecurity = 'max-age=15552000; includeSubDomains';

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

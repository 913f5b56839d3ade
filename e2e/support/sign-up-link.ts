import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** An .eml body is quoted-printable: undo its soft line breaks and `=XX` escapes. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The token of the newest sign-up link emailed to `to`: identity writes each email as an .eml
 * file in the platform's mail folder (docs/product.md#accounts-and-sessions). Waits for it.
 */
export async function signUpToken(
  to: string,
  mailDir: string = inject('mailDir'),
  timeoutMs = 15_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const names = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
    for (const name of names) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(mailDir, name), 'utf8'));
      if (!text.includes(`To: ${to}`)) continue;
      const token = /\/confirm-signup\?token=([\w-]{43})/.exec(text)?.[1];
      if (token) return token;
    }
    if (Date.now() > until) throw new Error(`no sign-up link was emailed to ${to} in ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Signs up through the API as a visitor does: the form (202), then the emailed link, which makes
 * the account and signs in. Answers the link's answer (201, with the session cookie).
 */
export async function signUpThroughApi(
  baseUrl: string,
  body: Record<string, unknown>,
  mailDir?: string,
): Promise<Response> {
  const started = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (started.status !== 202) return started;
  const token = await signUpToken(String(body.email), mailDir);
  return fetch(`${baseUrl}/api/auth/register/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ token }),
  });
}

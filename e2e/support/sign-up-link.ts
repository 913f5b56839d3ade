import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** An .eml body is quoted-printable: undo its soft line breaks and `=XX` escapes. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The first match of `pattern` in the newest email to `to`: identity writes each email as an .eml
 * file in the platform's mail folder (docs/product.md#notifications). Waits for it.
 */
export async function emailedMatch(
  to: string,
  pattern: RegExp,
  mailDir: string = inject('mailDir'),
  timeoutMs = 15_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const names = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
    for (const name of names) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(mailDir, name), 'utf8'));
      if (!text.includes(`To: ${to}`)) continue;
      const found = pattern.exec(text)?.[1];
      if (found) return found;
    }
    if (Date.now() > until) throw new Error(`nothing matching ${pattern} was emailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token of the newest sign-up link emailed to `to` (docs/product.md#accounts-and-sessions). */
export function signUpToken(to: string, mailDir?: string, timeoutMs?: number): Promise<string> {
  return emailedMatch(to, /\/confirm-signup\?token=([\w-]{43})/, mailDir, timeoutMs);
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

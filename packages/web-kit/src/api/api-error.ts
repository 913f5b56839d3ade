import type { ErrorBody } from '@cardbridge/contracts';

/**
 * A non-OK HTTP response. `message` follows docs/product.md#errors exactly
 * (`${status}: ${bodyText || statusText}`); the server's own `message` stays extractable for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The `message` of the server's JSON error body, if it sent one. */
  get serverMessage(): string | undefined {
    // A plain check rather than the contracts' zod schema: zod would triple the web kit's size on
    // every page for one string field.
    try {
      const body = JSON.parse(this.bodyText) as Partial<ErrorBody> | null;
      return typeof body?.message === 'string' && body.message ? body.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/** What a toast should say for a failed call: the server's message, else the given fallback. */
export function errorMessageFor(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new ApiError(response.status, response.statusText, bodyText);
}

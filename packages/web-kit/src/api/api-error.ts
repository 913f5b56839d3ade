import { errorBodySchema } from '@cardbridge/contracts';

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
    let body: unknown;
    try {
      body = JSON.parse(this.bodyText);
    } catch {
      return undefined;
    }
    const parsed = errorBodySchema.pick({ message: true }).safeParse(body);
    return parsed.success && parsed.data.message ? parsed.data.message : undefined;
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

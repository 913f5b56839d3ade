import { errorBodySchema } from '@cardbridge/contracts';

/**
 * A non-OK HTTP response. `message` follows spec section 8 exactly
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
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(this.bodyText));
      return parsed.success ? parsed.data.message : undefined;
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

import type { ZodType } from 'zod';

/**
 * A 2xx answer whose body does not match its contract schema: the service and this front end
 * disagree on the shape. Thrown instead of handing on a body whose fields would show as
 * `undefined`; the message names the endpoint and the first fields that differ.
 */
export class ApiContractError extends Error {
  readonly endpoint: string;

  constructor(endpoint: string, problem: string) {
    super(`${endpoint} answered a body that breaks its contract: ${problem}`);
    this.name = 'ApiContractError';
    this.endpoint = endpoint;
  }
}

/** `GET /api/admin/users`: the method and path, without the query (which may hold a search). */
export function endpointName(method: string, url: string): string {
  return `${method} ${url.split('?')[0]}`;
}

const shownIssues = 3;

/** Reads a JSON answer and parses it with its contract schema, or throws ApiContractError. */
export async function readAnswer<T>(
  response: Response,
  schema: ZodType<T> | undefined,
  endpoint: string,
): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiContractError(endpoint, 'the body is not JSON');
  }
  // A remote version built before answers were parsed calls getJson(url) alone, and the shell's
  // kit serves it still (a rollback is only a registry switch, docs/product.md#operations).
  if (schema === undefined) return body as T;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const problem = issues
    .slice(0, shownIssues)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
  const more = issues.length > shownIssues ? ` (and ${issues.length - shownIssues} more)` : '';
  throw new ApiContractError(endpoint, problem + more);
}

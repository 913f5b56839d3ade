import { throwIfNotOk } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way front ends call the API: cookies always sent, a JSON body (with its content type)
 * only when there is one, and any non-OK response turned into an `ApiError`. Multipart uploads go
 * through apiUpload, which keeps the same error format.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  await throwIfNotOk(response);
  return response;
}

/** GET a path and parse its JSON body. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

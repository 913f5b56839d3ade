import type { ZodType } from 'zod';
import { endpointName, readAnswer } from './api-answer';
import { throwIfNotOk } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way front ends call the API: cookies always sent, a JSON body (with its content type)
 * only when there is one, and any non-OK response turned into an `ApiError`. Calls that read the
 * answer use requestJson or getJson; multipart uploads go through apiUpload, which keeps the same
 * error format.
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

/**
 * Calls the API and parses the answer with its schema from @cardbridge/contracts, so a service
 * that drifts from the contract fails here with an ApiContractError naming the endpoint.
 */
export async function requestJson<T>(
  method: HttpMethod,
  url: string,
  schema: ZodType<T>,
  body?: unknown,
): Promise<T> {
  const response = await apiRequest(method, url, body);
  return readAnswer(response, schema, endpointName(method, url));
}

/** GET a path and parse its JSON answer with its contract schema. */
export function getJson<T>(url: string, schema: ZodType<T>): Promise<T> {
  return requestJson('GET', url, schema);
}

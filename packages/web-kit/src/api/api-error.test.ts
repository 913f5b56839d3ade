import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessageFor } from './api-error';
import { apiRequest } from './api-request';

function respondWith(body: string, init: ResponseInit) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest errors (spec section 8)', () => {
  it('turns a non-OK response into "<status>: <body text>"', async () => {
    respondWith('{"message":"Email already registered"}', { status: 409, statusText: 'Conflict' });
    await expect(apiRequest('POST', '/api/auth/register', {})).rejects.toThrow(
      '409: {"message":"Email already registered"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    respondWith('', { status: 503, statusText: 'Service Unavailable' });
    await expect(apiRequest('GET', '/api/transactions')).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it("exposes the server's JSON message for toasts, else the fallback", async () => {
    respondWith('{"message":"Card already submitted"}', { status: 400 });
    const error = await apiRequest('POST', '/api/submit-gift-card', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(errorMessageFor(error, 'Failed to submit gift card')).toBe('Card already submitted');
    expect(errorMessageFor(new ApiError(500, 'Error', 'plain text'), 'Fallback')).toBe('Fallback');
    expect(errorMessageFor(new TypeError('network'), 'Fallback')).toBe('Fallback');
  });
});

describe('apiRequest requests', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = respondWith('{}', { status: 200 });
    await apiRequest('PATCH', '/api/profile', { firstName: 'Ada' });
    expect(fetchMock).toHaveBeenCalledWith('/api/profile', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":"Ada"}',
    });
  });

  it('sends no body and no content type when there is no body', async () => {
    const fetchMock = respondWith('{}', { status: 200 });
    await apiRequest('POST', '/api/auth/logout');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { api, HttpResponse } from '../testing';
import { ApiError, errorMessageFor } from './api-error';
import { apiRequest } from './api-request';

describe('apiRequest errors (docs/product.md#errors)', () => {
  it('turns a non-OK response into "<status>: <body text>"', async () => {
    api.mock(
      api.answer('POST /api/auth/register', '{"message":"Email already registered"}', {
        status: 409,
      }),
    );
    await expect(apiRequest('POST', '/api/auth/register', {})).rejects.toThrow(
      '409: {"message":"Email already registered"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    api.mock(
      api.answerWith(
        'GET /api/payment-methods',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(apiRequest('GET', '/api/payment-methods')).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it("exposes the server's JSON message for toasts, else the fallback", async () => {
    api.mock(
      api.answer(
        'POST /api/submit-gift-card',
        { message: 'Card already submitted' },
        { status: 400 },
      ),
    );
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
    api.mock(api.answer('PATCH /api/profile', { message: 'ok' }, { status: 200 }));
    await apiRequest('PATCH', '/api/profile', { firstName: 'Ada' });
    const [sent] = api.requestsTo('PATCH /api/profile');
    expect(sent?.request.credentials).toBe('include');
    expect(sent?.request.headers.get('content-type')).toBe('application/json');
    expect(await api.lastJsonBody('PATCH /api/profile')).toEqual({ firstName: 'Ada' });
  });

  it('sends no body and no content type when there is no body', async () => {
    api.mock(api.answer('POST /api/auth/logout', { message: 'Logged out successfully' }));
    await apiRequest('POST', '/api/auth/logout');
    const [sent] = api.requestsTo('POST /api/auth/logout');
    expect(sent?.request.credentials).toBe('include');
    expect(sent?.request.headers.get('content-type')).toBeNull();
    expect(await sent?.request.text()).toBe('');
  });
});

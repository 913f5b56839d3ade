import { describe, expect, it } from 'vitest';
import { paymentMethodListSchema, userResponseSchema } from '@cardbridge/contracts';
import { api, HttpResponse } from '../testing';
import { ApiContractError } from './api-answer';
import { getJson, requestJson } from './api-request';

const method = {
  id: 'pm-1',
  type: 'paypal',
  accountInfo: 'ada@example.com',
  accountName: 'Ada',
  isDefault: true,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
} as const;

describe('answers parsed with their contract', () => {
  it('hands back a body that matches, without fields the contract does not name', async () => {
    api.mock(api.answer('GET /api/payment-methods', [{ ...method, extra: 'x' } as typeof method]));
    expect(await getJson('/api/payment-methods', paymentMethodListSchema)).toEqual([method]);
  });

  it('rejects a drifted body with an error naming the endpoint and the field', async () => {
    api.mock(
      api.answerWith('GET /api/payment-methods', () =>
        HttpResponse.json([{ ...method, isDefault: 'yes' }]),
      ),
    );
    const error = await getJson('/api/payment-methods?active=1', paymentMethodListSchema).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).endpoint).toBe('GET /api/payment-methods');
    expect((error as Error).message).toBe(
      'GET /api/payment-methods answered a body that breaks its contract: ' +
        '0.isDefault: Invalid input: expected boolean, received string',
    );
  });

  it('names a missing envelope field of a POST answer', async () => {
    api.mock(api.answerWith('POST /api/auth/login', () => HttpResponse.json({ id: 'u1' })));
    await expect(
      requestJson('POST', '/api/auth/login', userResponseSchema, { email: 'a@b.c' }),
    ).rejects.toThrow(
      'POST /api/auth/login answered a body that breaks its contract: user: Invalid input: expected object, received undefined',
    );
  });

  it('rejects an answer that is not JSON', async () => {
    api.mock(api.answerWith('GET /api/payment-methods', () => new HttpResponse('<html>')));
    await expect(getJson('/api/payment-methods', paymentMethodListSchema)).rejects.toThrow(
      'GET /api/payment-methods answered a body that breaks its contract: the body is not JSON',
    );
  });

  it('still serves a remote version built before answers were parsed (no schema passed)', async () => {
    api.mock(api.answer('GET /api/payment-methods', [method]));
    // What an older remote's compiled `getJson(url)` sends the shell's kit.
    const legacyGetJson = getJson as (url: string) => Promise<unknown>;
    expect(await legacyGetJson('/api/payment-methods')).toEqual([method]);
  });
});

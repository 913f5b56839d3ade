import { describe, expect, it } from 'vitest';
import { api } from '../testing';
import { ApiError } from './api-error';
import { apiUpload } from './api-upload';

function photoForm() {
  const form = new FormData();
  form.append('brand', 'Amazon');
  form.append('images', new File([new Uint8Array(2048)], 'front.png', { type: 'image/png' }));
  return form;
}

describe('apiUpload', () => {
  it('posts the multipart form with cookies and answers the response', async () => {
    let received: FormData | undefined;
    api.mock(
      api.answerWith('POST /api/submit-gift-card', async ({ request }) => {
        received = await request.formData();
        return new Response('{"ok":true}', { status: 201 });
      }),
    );
    const response = await apiUpload('/api/submit-gift-card', photoForm());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(received?.get('brand')).toBe('Amazon');
    expect((received?.get('images') as File).name).toBe('front.png');
    expect(api.requestsTo('POST /api/submit-gift-card')).toHaveLength(1);
  });

  it('reports the share of the body sent, ending with all of it', async () => {
    api.mock(
      api.answerWith('POST /api/submit-gift-card', () => new Response('{}', { status: 201 })),
    );
    const seen: number[] = [];
    await apiUpload('/api/submit-gift-card', photoForm(), { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((fraction) => fraction > 0 && fraction <= 1)).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });

  it('turns a refusal into the same "<status>: <body text>" ApiError as apiRequest', async () => {
    api.mock(
      api.answer('POST /api/submit-gift-card', { message: 'Unknown brand' }, { status: 400 }),
    );
    const error = await apiUpload('/api/submit-gift-card', photoForm()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Unknown brand"}');
    expect((error as ApiError).serverMessage).toBe('Unknown brand');
  });

  it('rejects with a TypeError when the request never reaches the server', async () => {
    api.mock(api.networkFailure('POST /api/submit-gift-card'));
    await expect(apiUpload('/api/submit-gift-card', photoForm())).rejects.toBeInstanceOf(TypeError);
  });
});

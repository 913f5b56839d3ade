import { afterEach, describe, expect, it, vi } from 'vitest';
import fetchTimeoutPlugin from './fetch-timeout-plugin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A server that accepts the request and never answers (only an abort ends it). */
function hangingFetch() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

describe('fetch timeout runtime plugin', () => {
  it('fails a hung mf-manifest.json request after 6 s instead of waiting forever', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const plugin = fetchTimeoutPlugin();
    const pending = plugin.fetch!('/remotes/seller/mf-manifest.json', {}) as Promise<Response>;
    let settled = false;
    const outcome = pending.then(
      () => 'answered',
      (error: unknown) => (error as Error).name,
    );
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(5999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('TimeoutError');
  });

  it('passes a prompt answer through with the original request options', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'seller' }));
    vi.stubGlobal('fetch', fetchMock);
    const response = (await fetchTimeoutPlugin().fetch!('/m.json', { method: 'GET' })) as Response;
    expect(await response.json()).toEqual({ id: 'seller' });
    expect(fetchMock).toHaveBeenCalledWith('/m.json', expect.objectContaining({ method: 'GET' }));
  });
});

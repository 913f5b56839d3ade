import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FederatedPage } from './federated-page';

const load = vi.hoisted(() => ({
  page: undefined as unknown,
  error: undefined as Error | undefined,
}));
vi.mock('./load-remote-page', () => ({
  loadRemotePage: async () => {
    if (load.error) throw load.error;
    return { default: load.page };
  },
}));

const entry = { name: 'seller', url: '/remotes/seller/bbbbbbbbbbbb/' };
const route = { path: '/get-quote', module: './get-quote-page', export: 'GetQuotePage' };
let sent: unknown[];

beforeEach(() => {
  sent = [];
  load.page = undefined;
  load.error = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/client-events');
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 202 });
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the shell's reports of a remote version", () => {
  it('reports one view of the version the page came from, on its route pattern', async () => {
    load.page = () => <h1>Quote</h1>;
    render(<FederatedPage entry={entry} route={route} />);
    await screen.findByRole('heading', { name: 'Quote' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      { remote: 'seller', version: 'bbbbbbbbbbbb', route: '/get-quote', kind: 'view' },
    ]);
  });

  it('reports the view and its load failure', async () => {
    load.error = new Error('seller/get-quote-page did not load within 8000 ms');
    render(<FederatedPage entry={entry} route={route} />);
    await screen.findByRole('alert');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ kind: 'view' });
    expect(sent[1]).toEqual({
      remote: 'seller',
      version: 'bbbbbbbbbbbb',
      route: '/get-quote',
      kind: 'load_error',
      message: 'seller/get-quote-page did not load within 8000 ms',
    });
  });

  it('reports the view and a render error caught by the boundary', async () => {
    load.page = () => {
      throw new Error('quote exploded');
    };
    render(<FederatedPage entry={entry} route={route} />);
    await screen.findByRole('alert');
    await waitFor(() =>
      expect(sent.some((e) => (e as { kind: string }).kind === 'render_error')).toBe(true),
    );
    expect(sent).toEqual([
      { remote: 'seller', version: 'bbbbbbbbbbbb', route: '/get-quote', kind: 'view' },
      {
        remote: 'seller',
        version: 'bbbbbbbbbbbb',
        route: '/get-quote',
        kind: 'render_error',
        message: 'quote exploded',
      },
    ]);
  });
});

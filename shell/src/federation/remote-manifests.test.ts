import { describe, expect, it } from 'vitest';
import { fetchRoutes, parseRegistry } from './remote-manifests';

const route = { path: '/get-quote', module: './get-quote-page', export: 'GetQuotePage' };

describe('parseRegistry', () => {
  it('reads the plain list of remotes', () => {
    expect(parseRegistry([{ name: 'seller', url: '/remotes/seller/' }])).toEqual([
      { name: 'seller', url: '/remotes/seller/' },
    ]);
  });

  it('reads the versioned registry with each remote routes inline', () => {
    const body = {
      remotes: [
        {
          name: 'seller',
          version: 'abc123',
          url: '/remotes/seller/abc123/',
          entry: 'mf-manifest.json',
          routes: [route],
          versions: ['abc123'],
        },
      ],
    };
    expect(parseRegistry(body)).toEqual([
      { name: 'seller', url: '/remotes/seller/abc123/', routes: [route] },
    ]);
  });

  it('rejects a registry that lists no remotes', () => {
    expect(() => parseRegistry({ remotes: [{ name: 'seller' }] })).toThrow(/not a list/);
    expect(() => parseRegistry(null)).toThrow(/not a list/);
  });
});

describe('fetchRoutes', () => {
  it('uses routes composed into the registry without another request', async () => {
    const doc = await fetchRoutes({ name: 'seller', url: '/remotes/seller/v1/', routes: [route] });
    expect(doc).toEqual({ name: 'seller', routes: [route] });
  });
});

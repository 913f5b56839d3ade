import { describe, expect, it } from 'vitest';
import { fetchRoutes, parseRegistry, withPreview } from './remote-manifests';
import { previewVersions } from './remote-preview';

const route = { path: '/get-quote', module: './get-quote-page', export: 'GetQuotePage' };

describe('parseRegistry', () => {
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
      { name: 'seller', url: '/remotes/seller/abc123/', routes: [route], versions: ['abc123'] },
    ]);
  });

  it('rejects a registry that lists no remotes', () => {
    expect(() => parseRegistry({ remotes: [{ name: 'seller' }] })).toThrow(/not a list/);
    expect(() => parseRegistry(null)).toThrow(/not a list/);
    expect(() => parseRegistry([{ name: 'seller', url: '/remotes/seller/' }])).toThrow(
      /not a list/,
    );
  });
});

describe('the preview cookie', () => {
  const live = 'aaaaaaaaaaaa';
  const next = 'bbbbbbbbbbbb';
  const entries = [
    { name: 'seller', url: `/remotes/seller/${live}/`, routes: [route], versions: [next, live] },
    { name: 'admin', url: `/remotes/admin/${live}/`, routes: [], versions: [live] },
  ];

  it('reads the versions it names, ignoring anything that is not a version', () => {
    expect(previewVersions(`theme=dark; cb_remote_preview=seller=${next}&admin=zz`)).toEqual({
      seller: next,
    });
    expect(previewVersions('cb_remote_preview=')).toEqual({});
    expect(previewVersions('')).toEqual({});
  });

  it('points a previewed remote at its published version, with that version’s own routes', () => {
    const [seller, admin] = withPreview(entries, `cb_remote_preview=seller=${next}`);
    expect(seller).toEqual({
      name: 'seller',
      url: `/remotes/seller/${next}/`,
      versions: [next, live],
    });
    expect(admin).toBe(entries[1]);
  });

  it('keeps the live version when the previewed one is no longer published', () => {
    expect(withPreview(entries, 'cb_remote_preview=seller=cccccccccccc')).toEqual(entries);
  });
});

describe('fetchRoutes', () => {
  it('uses routes composed into the registry without another request', async () => {
    const doc = await fetchRoutes({ name: 'seller', url: '/remotes/seller/v1/', routes: [route] });
    expect(doc).toEqual({ name: 'seller', routes: [route] });
  });
});

import { describe, expect, it } from 'vitest';
import { fetchRoutes, parseRegistry, withCanary, withPreview } from './remote-manifests';
import { browserBucket, bucketIn } from './remote-canary';
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
      {
        name: 'seller',
        version: 'abc123',
        url: '/remotes/seller/abc123/',
        routes: [route],
        versions: ['abc123'],
      },
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
      version: next,
      url: `/remotes/seller/${next}/`,
      versions: [next, live],
    });
    expect(admin).toBe(entries[1]);
  });

  it('keeps the live version when the previewed one is no longer published', () => {
    expect(withPreview(entries, 'cb_remote_preview=seller=cccccccccccc')).toEqual(entries);
  });
});

describe('a canary', () => {
  const live = 'aaaaaaaaaaaa';
  const next = 'bbbbbbbbbbbb';
  const seller = {
    name: 'seller',
    version: live,
    url: `/remotes/seller/${live}/`,
    routes: [route],
    versions: [next, live],
    canary: { version: next, percent: 10 },
  };

  it('loads in the browsers whose bucket is below its percentage, with its own routes', () => {
    expect(withCanary([seller], () => 9)).toEqual([
      { name: 'seller', version: next, url: `/remotes/seller/${next}/`, versions: [next, live] },
    ]);
    expect(withCanary([seller], () => 10)).toEqual([seller]);
  });

  it('is ignored when its version is no longer published, and draws no bucket without one', () => {
    const draw = () => {
      throw new Error('no bucket needed');
    };
    const unpublished = { ...seller, versions: [live] };
    expect(withCanary([unpublished], () => 0)).toEqual([unpublished]);
    const { canary: _none, ...plain } = seller;
    expect(withCanary([plain], draw)).toEqual([plain]);
  });

  it('loses to a preview cookie', () => {
    const previewed = withPreview(
      withCanary([seller], () => 0),
      `cb_remote_preview=seller=${live}`,
    );
    expect(previewed[0]?.url).toBe(`/remotes/seller/${live}/`);
  });

  it('reads the canary from the registry', () => {
    expect(parseRegistry({ remotes: [seller] })[0]?.canary).toEqual({ version: next, percent: 10 });
    expect(
      parseRegistry({ remotes: [{ ...seller, canary: { version: 3 } }] })[0]?.canary,
    ).toBeUndefined();
  });
});

describe('the browser bucket', () => {
  it('is drawn once, kept in a cookie for a year, and read back on every return', () => {
    const jar = { cookie: 'theme=dark' };
    const doc = {
      get cookie() {
        return jar.cookie;
      },
      set cookie(value: string) {
        jar.cookie = `${jar.cookie}; ${value.split(';')[0]}`;
        expect(value).toMatch(/^cb_bucket=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      },
    };
    const first = browserBucket(doc);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    for (let i = 0; i < 5; i++) expect(browserBucket(doc)).toBe(first);
    expect(bucketIn(jar.cookie)).toBe(first);
    expect(bucketIn('cb_bucket=abc')).toBeUndefined();
  });
});

describe('fetchRoutes', () => {
  it('uses routes composed into the registry without another request', async () => {
    const doc = await fetchRoutes({ name: 'seller', url: '/remotes/seller/v1/', routes: [route] });
    expect(doc).toEqual({ name: 'seller', routes: [route] });
  });
});

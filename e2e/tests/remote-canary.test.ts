import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest';
import {
  abortCanary,
  contentVersion,
  publishRemote,
  readHistory,
  readRegistry,
  rollbackRemote,
  startCanary,
} from '@cardbridge/build-config/publish';
import { repoRoot } from '@cardbridge/platform';
import { baseUrl, describeInBrowser } from '../support/browser';
import { buildSellerCopy, editFile } from '../support/seller-copy';
import { until } from '../support/until';

fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
const workDir = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'seller-canary-'));
const title = 'Get Your Gift Card Quote';

/** A copy of the seller remote with its quote page changed by `edit`, built on its own. */
const buildSeller = (label: string, edit: (page: string) => string) =>
  buildSellerCopy(workDir, label, (copy) =>
    editFile(copy, 'src/app/routes/get-quote-page.tsx', edit),
  );

/** Published beside the live version, not live: what a canary starts from. */
function stage(dist: string): string {
  publishRemote({ root: store(), name: 'seller', distDir: dist, stage: true });
  return contentVersion(dist);
}

const store = () => inject('remotesRoot');
const seller = () => readRegistry(store()).remotes.find((r) => r.name === 'seller')!;
let live = '';
beforeAll(() => {
  live = seller().version;
});

afterEach(() => {
  // Other browser tests expect the seller build they were written for, with no canary.
  if (seller().canary) abortCanary(store(), 'seller', { note: { by: 'e2e cleanup' } });
  if (seller().version !== live) rollbackRemote(store(), 'seller', live);
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

async function bucketOf(context: BrowserContext): Promise<number | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cb_bucket');
  return cookie ? Number(cookie.value) : undefined;
}

/** The quote page's heading as this browser sees it on a fresh load. */
async function quoteHeading(page: Page): Promise<string> {
  await page.goto('/get-quote');
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

/** Canary releases (docs/product.md#releasing-a-remote), in Chromium through the real gateway. */
describeInBrowser('canary releases of a remote', (browser) => {
  it('with a 50 % canary, each browser gets the same version every time it returns', async () => {
    const marker = `canary-${Date.now().toString(36)}`;
    const canary = stage(buildSeller('fifty', (s) => s.replace(title, `Quote ${marker}`)));
    startCanary({ root: store(), name: 'seller', version: canary, percent: 50 });

    for (const visitor of ['first', 'second']) {
      const page = await browser.newPage();
      const seen = await quoteHeading(page);
      const bucket = await bucketOf(page.context());
      expect(bucket, `${visitor} browser's bucket`).toBeGreaterThanOrEqual(0);
      // Below the percentage: the canary; otherwise live.
      expect(seen, `${visitor} browser`).toBe(bucket! < 50 ? `Quote ${marker}` : title);
      for (let visit = 0; visit < 3; visit++) {
        const again = await page.context().newPage();
        expect(await quoteHeading(again), `${visitor} browser, return ${visit + 1}`).toBe(seen);
        await again.close();
      }
      expect(await bucketOf(page.context())).toBe(bucket);
    }

    // Both sides of the split, whatever the draws above: a bucket under 50 sees the canary.
    for (const [bucket, expected] of [
      [7, `Quote ${marker}`],
      [93, title],
    ] as const) {
      const page = await browser.newPage();
      await page
        .context()
        .addCookies([{ name: 'cb_bucket', value: String(bucket), url: baseUrl() }]);
      expect(await quoteHeading(page)).toBe(expected);
    }
  });

  it('keeps open tabs working through an abort and a promote, run with the remote command', async () => {
    const marker = `tabs-${Date.now().toString(36)}`;
    const canary = stage(buildSeller('tabs', (s) => s.replace(title, `Quote ${marker}`)));
    const remote = (...args: string[]) => {
      const run = spawnSync(
        'npm',
        ['run', '--silent', 'remote', '--', ...args, '--root', store()],
        {
          cwd: repoRoot,
          encoding: 'utf8',
          env: { ...process.env, CARDBRIDGE_OPERATOR: 'e2e operator' },
        },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    };
    const visitor = async (bucket: number) => {
      const page = await browser.newPage();
      await page
        .context()
        .addCookies([{ name: 'cb_bucket', value: String(bucket), url: baseUrl() }]);
      return page;
    };
    /** Goes on from the quote page to a seller page the tab has not loaded yet. */
    const goOn = async (page: Page, version: string) => {
      const chunk = page.waitForResponse((r) => r.url().includes(`/remotes/seller/${version}/`));
      await page
        .getByRole('button', { name: /Amazon/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Continue' }).click();
      expect((await chunk).status()).toBe(200);
      await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    };

    remote('canary', 'seller', canary, '50');
    const onCanary = await visitor(7);
    expect(await quoteHeading(onCanary)).toBe(`Quote ${marker}`);
    remote('abort', 'seller');
    await goOn(onCanary, canary);

    remote('canary', 'seller', canary, '50');
    const onLive = await visitor(93);
    expect(await quoteHeading(onLive)).toBe(title);
    remote('promote', 'seller');
    await goOn(onLive, live);
    // Everyone's fresh load now gets the promoted version.
    expect(await quoteHeading(await visitor(93))).toBe(`Quote ${marker}`);
    expect(
      readHistory(store(), 'seller')
        .slice(-4)
        .map((h) => [h.action, h.by]),
    ).toEqual([
      ['canary', 'e2e operator'],
      ['abort', 'e2e operator'],
      ['canary', 'e2e operator'],
      ['promote', 'e2e operator'],
    ]);
  });

  it('aborts a canary whose page throws by itself; fresh loads then get the live version', async () => {
    const broken = stage(
      buildSeller('broken', (s) =>
        s.replace(
          "  const [search, setSearch] = useState('');",
          "  if (Date.now() > 0) throw new Error('canary page broke');\n  const [search, setSearch] = useState('');",
        ),
      ),
    );
    startCanary({ root: store(), name: 'seller', version: broken, percent: 99 });

    // Browsers in the canary's share (bucket 0) open the quote page: it crashes into the fallback.
    // Three is the browser tests' minimum of views, so none of these can find it aborted yet.
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage();
      await page.context().addCookies([{ name: 'cb_bucket', value: '0', url: baseUrl() }]);
      const reported = page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/client-events') &&
          r.request().postData()?.includes('render_error') === true,
      );
      await page.goto('/get-quote');
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      expect((await reported).status()).toBe(202);
    }

    // chat's check (every second in the browser tests) aborts it, and records why.
    // The history line follows the registry swap, under the same lock.
    await until('the automatic abort', async () =>
      readHistory(store(), 'seller').at(-1)?.action === 'auto-abort' ? true : undefined,
    );
    expect(seller().canary).toBeUndefined();
    expect(seller().version).toBe(live);
    expect(readHistory(store(), 'seller').at(-1)).toMatchObject({
      action: 'auto-abort',
      from: broken,
      to: live,
      by: 'automatic abort (chat)',
      why: expect.stringMatching(/^error rate [\d.]+ % \(\d+ errors in \d+ views\) exceeds live's/),
    });

    const fresh = await browser.newPage();
    await fresh.context().addCookies([{ name: 'cb_bucket', value: '0', url: baseUrl() }]);
    expect(await quoteHeading(fresh)).toBe(title);
  });

  it('refuses to publish or canary a build whose React the live shell does not satisfy', async () => {
    const dist = buildSeller('react18', (s) => s.replace(title, 'Quote on React 18'));
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    for (const shared of manifest.shared) {
      if (shared.name === 'react' || shared.name === 'react-dom')
        shared.requiredVersion = '^18.2.0';
    }
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const before = fs.readFileSync(path.join(store(), 'registry.json'), 'utf8');

    const run = spawnSync(
      'npm',
      ['run', '--silent', 'remote', '--', 'publish', 'seller', '--dist', dist, '--root', store()],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('seller: this build cannot run in the live shell');
    expect(run.stderr).toMatch(/react: the build requires \^18\.2\.0, the live shell has 19\./);
    expect(run.stderr).toMatch(/react-dom: the build requires \^18\.2\.0/);
    expect(fs.readFileSync(path.join(store(), 'registry.json'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(store(), 'seller', contentVersion(dist)))).toBe(false);

    const page = await browser.newPage();
    expect(await quoteHeading(page)).toBe(title);
  });
});

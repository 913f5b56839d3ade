import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, inject, it } from 'vitest';
import { publishRemote, readRegistry, rollbackRemote } from '@cardbridge/build-config/publish';
import { repoRoot } from '@cardbridge/platform';
import { describeInBrowser } from '../support/browser';
import { buildSellerCopy, editFile } from '../support/seller-copy';

const shellDist = path.join(repoRoot, 'shell/dist');
// Inside the repo so the copy resolves the workspace's node_modules; .tmp is git-ignored.
fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
const workDir = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'seller-redeploy-'));

/** sha256 of every file under a directory, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

/**
 * A copy of the seller remote with one changed text and one new page, built on its own: what the
 * seller team deploys. Nothing of the shell is touched.
 */
function buildChangedSeller(marker: string): string {
  return buildSellerCopy(workDir, 'mfe-seller', (copy) => {
    editFile(copy, 'src/app/routes/get-quote-page.tsx', (source) =>
      source.replace('Get Your Gift Card Quote', `Quote ${marker}`),
    );
    fs.writeFileSync(
      path.join(copy, 'src/redeploy-proof-page.tsx'),
      `export function RedeployProofPage() {\n  return <h1>New page ${marker}</h1>;\n}\n`,
    );
    editFile(copy, 'src/routes.tsx', (routes) =>
      routes.replace(
        /\n\]/,
        `\n  { path: '/redeploy-proof', file: './redeploy-proof-page.tsx', export: 'RedeployProofPage' },\n]`,
      ),
    );
  });
}

const store = () => inject('remotesRoot');
const live = () => readRegistry(store()).remotes.find((r) => r.name === 'seller')!;
const title = 'Get Your Gift Card Quote';
let v1 = '';

afterAll(() => {
  // Other browser tests expect the seller build they were written for.
  if (v1 && live().version !== v1) rollbackRemote(store(), 'seller', v1);
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** The preview cookie's value in the page's browser, if it has one. */
async function previewCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'cb_remote_preview')?.value;
}

/** The shell files a page ran, to compare with the build on disk. */
function recordShellFiles(page: Page): Array<{ file: string; body: Buffer }> {
  const seen: Array<{ file: string; body: Buffer }> = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/remotes/') || pathname.startsWith('/api/')) return;
    if (!/\.(js|css)$/.test(pathname)) return;
    seen.push({ file: pathname.slice(1), body: await response.body() });
  });
  return seen;
}

/**
 * Independent delivery (docs/product.md#operations): a seller build is published to the versioned
 * store and switched live while a tab on the old version keeps working; rollback switches back;
 * a preview cookie shows the new version to one browser only; the shell never changes.
 */
describeInBrowser('versioned remote deploys', (browser) => {
  it('keeps an open tab on v1 working after v2 goes live; fresh loads get v2, then v1 after a rollback', async () => {
    const shellBefore = hashTree(shellDist);
    v1 = live().version;
    const marker = `redeployed-${Date.now().toString(36)}`;
    const v2Dist = buildChangedSeller(marker);
    expect(hashTree(shellDist)).toEqual(shellBefore);

    // A visitor opens the quote page on v1.
    const onV1 = await browser.newPage();
    const shellFiles = recordShellFiles(onV1);
    await onV1.goto('/get-quote');
    await onV1.getByRole('heading', { name: title }).waitFor();

    // The seller team deploys v2: a new immutable folder, then the registry switch.
    const v2 = publishRemote({ root: store(), name: 'seller', distDir: v2Dist }).version;
    expect(v2).not.toBe(v1);
    expect(live()).toMatchObject({ version: v2, versions: expect.arrayContaining([v1, v2]) });

    // The open tab goes on to a seller page it had not loaded: v1's chunks are still served.
    const chunk = onV1.waitForResponse((r) => r.url().includes(`/remotes/seller/${v1}/`));
    await onV1
      .getByRole('button', { name: /Amazon/ })
      .first()
      .click();
    await onV1.getByRole('button', { name: 'Continue' }).click();
    expect((await chunk).status()).toBe(200);
    await onV1.getByRole('heading', { name: 'Sign In Required' }).waitFor();

    // A fresh load gets v2: its changed text and its new page, found through the registry.
    const fresh = await browser.newPage();
    shellFiles.push(...recordShellFiles(fresh));
    await fresh.goto('/get-quote');
    await fresh.getByRole('heading', { name: `Quote ${marker}` }).waitFor();
    await fresh.goto('/redeploy-proof');
    await fresh.getByRole('heading', { name: `New page ${marker}` }).waitFor();

    // Rollback: no build, just the switch; fresh loads get v1 again.
    rollbackRemote(store(), 'seller', v1);
    const after = await browser.newPage();
    await after.goto('/get-quote');
    await after.getByRole('heading', { name: title }).waitFor();

    // Preview: one browser sees v2 while v1 stays live for everyone else. The link shows a page;
    // only its button's same-origin POST sets the cookie.
    const tester = await browser.newPage();
    const answer = await tester.goto(`/remotes/preview?seller=${v2}`);
    expect(answer?.ok()).toBe(true);
    expect(await previewCookie(tester)).toBeUndefined();
    const origin = new URL(tester.url()).origin;
    // Another site's form posting the same preview, in the tester's browser, is refused.
    const otherSite = await tester.context().newPage();
    const otherOrigin = origin.replace('localhost', '127.0.0.1');
    expect(otherOrigin).not.toBe(origin);
    await otherSite.route(`${otherOrigin}/other-site`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${origin}/remotes/preview?seller=${v2}"><button>Go</button></form>`,
      }),
    );
    await otherSite.goto(`${otherOrigin}/other-site`);
    const refused = otherSite.waitForResponse((r) => r.url().includes('/remotes/preview'));
    await otherSite.getByRole('button', { name: 'Go' }).click();
    expect((await refused).status()).toBe(403);
    expect(await previewCookie(tester)).toBeUndefined();
    await tester.getByRole('button', { name: `Preview seller ${v2}` }).click();
    await tester.waitForURL(`${origin}/`);
    expect(await previewCookie(tester)).toBe(`seller=${v2}`);
    await tester.goto('/get-quote');
    await tester.getByRole('heading', { name: `Quote ${marker}` }).waitFor();
    const everyoneElse = await browser.newPage();
    await everyoneElse.goto('/get-quote');
    await everyoneElse.getByRole('heading', { name: title }).waitFor();
    await tester.goto('/remotes/preview?seller=');
    await tester.getByRole('button', { name: 'Stop previewing seller' }).click();
    await tester.waitForURL(`${origin}/`);
    await tester.goto('/get-quote');
    await tester.getByRole('heading', { name: title }).waitFor();

    // What the browsers ran of the shell is exactly the shell build on disk, unchanged.
    expect(shellFiles.length).toBeGreaterThan(0);
    for (const { file, body } of shellFiles) {
      expect(createHash('sha256').update(body).digest('hex'), file).toBe(shellBefore[file]);
    }
    expect(hashTree(shellDist)).toEqual(shellBefore);
  });
});

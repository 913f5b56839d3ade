import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '@cardbridge/platform';
import { describeInBrowser } from '../support/browser';

const sellerDir = path.join(repoRoot, 'mfe-seller');
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

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
};

/**
 * A copy of the seller remote with one changed text and one new page, built on its own: what the
 * seller team deploys. Nothing of the shell is touched.
 */
function buildChangedSeller(marker: string): string {
  const copy = path.join(workDir, 'mfe-seller');
  fs.cpSync(sellerDir, copy, {
    recursive: true,
    filter: (src) => !/[/\\](dist|node_modules)$/.test(src),
  });
  if (fs.existsSync(path.join(sellerDir, 'node_modules'))) {
    fs.symlinkSync(path.join(sellerDir, 'node_modules'), path.join(copy, 'node_modules'));
  }
  const pageFile = path.join(copy, 'src/app/routes/get-quote-page.tsx');
  const source = fs.readFileSync(pageFile, 'utf8');
  if (!source.includes('Get Your Gift Card Quote')) throw new Error('quote page title not found');
  fs.writeFileSync(pageFile, source.replace('Get Your Gift Card Quote', `Quote ${marker}`));

  fs.writeFileSync(
    path.join(copy, 'src/redeploy-proof-page.tsx'),
    `export function RedeployProofPage() {\n  return <h1>New page ${marker}</h1>;\n}\n`,
  );
  const routesFile = path.join(copy, 'src/routes.tsx');
  const routes = fs.readFileSync(routesFile, 'utf8');
  fs.writeFileSync(
    routesFile,
    routes.replace(
      /\n\];/,
      `\n  { path: '/redeploy-proof', file: './redeploy-proof-page.tsx', export: 'RedeployProofPage' },\n];`,
    ),
  );
  execFileSync(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build'], {
    cwd: copy,
    stdio: 'pipe',
  });
  return path.join(copy, 'dist');
}

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describeInBrowser('redeploying one remote', (browser) => {
  it("shows a rebuilt remote's changed text and new page while the shell stays byte-identical", async () => {
    const shellBefore = hashTree(shellDist);
    const marker = `redeployed-${Date.now().toString(36)}`;
    const sellerDist = buildChangedSeller(marker);
    expect(hashTree(shellDist)).toEqual(shellBefore);

    const page = await browser.newPage();
    // The gateway now serves the new seller build (the seller team's deploy).
    await page.route('**/remotes/seller/**', async (route) => {
      const file = path.join(
        sellerDist,
        new URL(route.request().url()).pathname.replace('/remotes/seller/', ''),
      );
      if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: 'Not Found' });
      await route.fulfill({
        body: fs.readFileSync(file),
        contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
      });
    });
    const shellResponses: Array<{ file: string; body: Buffer }> = [];
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/remotes/') || pathname.startsWith('/api/')) return;
      if (!/\.(js|css)$/.test(pathname)) return;
      shellResponses.push({ file: pathname.slice(1), body: await response.body() });
    });

    await page.goto('/get-quote');
    await page.getByRole('heading', { name: `Quote ${marker}` }).waitFor();
    await page.goto('/redeploy-proof');
    await page.getByRole('heading', { name: `New page ${marker}` }).waitFor();

    // What the browser ran of the shell is exactly the shell build on disk, unchanged.
    expect(shellResponses.length).toBeGreaterThan(0);
    for (const { file, body } of shellResponses) {
      expect(createHash('sha256').update(body).digest('hex'), file).toBe(shellBefore[file]);
    }
    expect(hashTree(shellDist)).toEqual(shellBefore);
  });
});

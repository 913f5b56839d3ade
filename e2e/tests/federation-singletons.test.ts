import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';

interface ShareEntry {
  from: string;
  loaded?: boolean;
}

describeInBrowser('shared singletons', (browser) => {
  it("runs one copy of React and the other singletons: the remotes use the shell's", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/get-quote');
    await page.getByRole('heading', { name: 'Get Your Gift Card Quote' }).waitFor();
    // The remote's page is interactive (its hooks run on the shell's React: with two copies React
    // throws "Invalid hook call").
    await page.getByPlaceholder('Search gift card brands...').fill('zzzz');
    await page.getByText('No gift card brands found matching your search.').waitFor();

    const loaded = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: unknown } }).__FEDERATION__
        .__SHARE__ as Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            for (const [version, entry] of Object.entries(versions)) {
              if (!entry.loaded) continue;
              const id = `${version} from ${entry.from}`;
              result[pkg] = [...new Set([...(result[pkg] ?? []), id])];
            }
          }
        }
      }
      return result;
    });
    for (const pkg of [
      'react',
      'react-dom',
      'react-router',
      '@cardbridge/web-kit',
      'tailwind-merge',
    ]) {
      expect(loaded[pkg], pkg).toHaveLength(1);
      expect(loaded[pkg]![0]).toMatch(/ from shell$/);
    }
    expect(errors).toEqual([]);
  });
});

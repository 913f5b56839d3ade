import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';
import { signUpToken } from '../support/sign-up-link';

describeInBrowser('shell pages', (browser) => {
  it('shows the landing page to a visitor without downloading any remote code', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Turn Gift Cards Into Instant Cash' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p.startsWith('/remotes/'))).toEqual([]);
  });

  it('opens /register without the password dictionaries, and fetches them once a password is typed', async () => {
    const page = await browser.newPage();
    const scripts: { path: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ path: new URL(response.url()).pathname, bytes: body.length });
    });
    const heavy = () => scripts.filter((s) => s.bytes > 1_000_000).map((s) => s.path);
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Join Cardbridge' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(heavy()).toEqual([]);
    await page.getByLabel('Password').fill('123456');
    await page.getByText('Password strength: Very weak').waitFor();
    expect(heavy()).toHaveLength(1);
  });

  it('fits the navigation on a phone without overflowing the page', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Sign Up' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    for (const name of ['Cardbridge', 'Get Quote', 'Sign In', 'Sign Up']) {
      const box = await nav.getByRole('link', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    }
  });

  it('shows the signed-out navigation and footer', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe(
      '/get-quote',
    );
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Cardbridge' }).getAttribute('href')).toBe('/');

    const footer = page.locator('footer');
    for (const label of [
      'Sell Gift Cards',
      'Help Center',
      'Contact Us',
      'FAQ',
      'Terms of Service',
    ]) {
      expect(await footer.getByRole('link', { name: label }).count()).toBeGreaterThan(0);
    }
    expect(await footer.getByRole('link', { name: 'Trust & Safety' }).getAttribute('href')).toBe(
      '/security',
    );
    expect(await footer.getByRole('link', { name: 'Status' }).getAttribute('href')).toBe('/help');
    expect(await footer.textContent()).toContain('© 2024 Cardbridge');
  });

  it('shows the signed-in navigation after sign-up and signs out', async () => {
    const page = await browser.newPage();
    const username = `nav${Date.now().toString(36)}`;
    const response = await page.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'correct horse battery',
        firstName: 'Nadia',
        lastName: 'Nav',
      },
    });
    expect(response.status()).toBe(202);
    // The emailed link makes the account and signs this browser in.
    const token = await signUpToken(`${username}@example.com`);
    expect((await page.request.post('/api/auth/register/confirm', { data: { token } })).ok()).toBe(
      true,
    );
    await page.goto('/terms');
    const nav = page.getByRole('navigation').first();
    await nav.getByText('Welcome, Nadia').waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it("shows a signed-in user the seller remote's dashboard at /", async () => {
    const page = await browser.newPage();
    const username = `home${Date.now().toString(36)}`;
    const response = await page.request.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'correct horse battery',
        firstName: 'Hana',
        lastName: 'Home',
      },
    });
    expect(response.status()).toBe(202);
    // The emailed link makes the account and signs this browser in.
    const token = await signUpToken(`${username}@example.com`);
    expect((await page.request.post('/api/auth/register/confirm', { data: { token } })).ok()).toBe(
      true,
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(
      requested.some((p) => /^\/remotes\/seller\/[0-9a-f]{12}\/remoteEntry\.js$/.test(p)),
    ).toBe(true);
    expect(
      await page.getByRole('heading', { name: 'Turn Gift Cards Into Instant Cash' }).count(),
    ).toBe(0);
  });

  it('keeps the dark theme across a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await isDark()).toBe(true);
  });

  it('answers an unknown path with the 404 page inside the header and footer', async () => {
    const page = await browser.newPage();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    );
    expect(await page.locator('footer').isVisible()).toBe(true);
  });

  it('opens static pages at the top, from the footer too', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1200, height: 600 });
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms of Service' }).first().waitFor();
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy' }).first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('renders /admin paths in the dark admin layout without header or footer', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/login');
    await page.getByText('Admin Username').waitFor();
    const layout = page.getByTestId('admin-layout');
    expect(await layout.getAttribute('class')).toContain('dark');
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    // Dark for the whole document while there (dialogs render outside the layout), and the
    // visitor's light theme back once they leave.
    const rootIsDark = () =>
      page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await rootIsDark()).toBe(true);
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The address changes before the landing page is committed (its code may still be loading,
    // with the admin page kept meanwhile): judge the theme once the landing page shows.
    await page.getByRole('heading', { name: 'Turn Gift Cards Into Instant Cash' }).waitFor();
    expect(await rootIsDark()).toBe(false);
  });

  it('lines the header, the page and the footer up on one column', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/get-quote', '/faq', '/terms', '/contact', '/help']) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await h1.waitFor();
      const left = async (box: Promise<{ x: number } | null>) => Math.round((await box)!.x);
      const header = await left(
        page
          .getByRole('navigation')
          .first()
          .getByRole('link', { name: 'Cardbridge' })
          .boundingBox(),
      );
      const content = await left(h1.boundingBox());
      const footer = await left(
        page.locator('footer').getByText('Cardbridge', { exact: true }).first().boundingBox(),
      );
      expect({ path, content, footer }).toEqual({ path, content: header, footer: header });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInPathFor } from './return-path';

const origin = 'https://cardbridge.example';

describe('the page a visitor wanted, through sign-in', () => {
  it('carries path and query to /login', () => {
    expect(signInPathFor({ pathname: '/sell-card', search: '?brand=Amazon' })).toBe(
      '/login?returnTo=%2Fsell-card%3Fbrand%3DAmazon',
    );
  });

  it('reads it back after sign-in', () => {
    expect(returnPathFrom('?returnTo=%2Fsell-card%3Fbrand%3DAmazon', origin)).toBe(
      '/sell-card?brand=Amazon',
    );
    expect(returnPathFrom('?returnTo=/dashboard%23payouts', origin)).toBe('/dashboard#payouts');
  });

  it('goes to /dashboard when no page asked', () => {
    expect(returnPathFrom('', origin)).toBe('/dashboard');
  });

  it('resolves against the page it runs on by default', () => {
    expect(returnPathFrom('?returnTo=%2Fsettings')).toBe('/settings');
    expect(returnPathFrom('?returnTo=%2F%09%2Fevil.example')).toBe('/dashboard');
  });

  // Each is written as it would sit in a link's query string.
  it.each([
    ['a tab after the slash', '/%09/evil.example'],
    ['a line feed after the slash', '/%0a/evil.example'],
    ['a carriage return after the slash', '/%0d/evil.example'],
    ['a tab between the slashes, upper-case hex', '/%09%2Fevil.example'],
    ['a control character deeper in the path', '/sell-card%00'],
    ['a C1 control character', '/%C2%85/evil.example'],
    ['an encoded tab, decoded once more', '/%2509/evil.example'],
    ['an encoded line feed, decoded once more', '/%250A/evil.example'],
    ['an encoded carriage return, decoded once more', '/%250d/evil.example'],
    ['two slashes', '//evil.example'],
    ['two encoded slashes', '%2F%2Fevil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['an encoded backslash after the slash', '/%5Cevil.example'],
    ['an absolute URL', 'https://evil.example/x'],
    ['an encoded absolute URL', 'https%3A%2F%2Fevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'evil.example'],
    ['broken percent-encoding', '/%E0%A4%A'],
  ])('refuses %s (%s), which would leave the site', (_form, raw) => {
    expect(returnPathFrom(`?returnTo=${raw}`, origin)).toBe('/dashboard');
  });
});

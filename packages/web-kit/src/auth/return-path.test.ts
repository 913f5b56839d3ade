import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInPathFor } from './return-path';

describe('the page a visitor wanted, through sign-in', () => {
  it('carries path and query to /login', () => {
    expect(signInPathFor({ pathname: '/sell-card', search: '?brand=Amazon' })).toBe(
      '/login?returnTo=%2Fsell-card%3Fbrand%3DAmazon',
    );
  });

  it('reads it back after sign-in', () => {
    expect(returnPathFrom('?returnTo=%2Fsell-card%3Fbrand%3DAmazon')).toBe(
      '/sell-card?brand=Amazon',
    );
  });

  it('goes to /dashboard when no page asked', () => {
    expect(returnPathFrom('')).toBe('/dashboard');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %s, which would leave the site',
    (wanted) => {
      expect(returnPathFrom(`?returnTo=${encodeURIComponent(wanted)}`)).toBe('/dashboard');
    },
  );
});

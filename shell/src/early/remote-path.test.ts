import { describe, expect, it } from 'vitest';
import { remoteFor, routeMatches, SHELL_PAGES } from './remote-path';

describe('the early registry read', () => {
  it('matches routes as the router does: exact paths, params and a trailing star', () => {
    expect(routeMatches('/get-quote', '/get-quote')).toBe(true);
    expect(routeMatches('/get-quote', '/get-quote/x')).toBe(false);
    expect(routeMatches('/contact/chat', '/contact')).toBe(false);
    expect(routeMatches('/x/:id', '/x/42')).toBe(true);
    expect(routeMatches('/admin/*', '/admin/chat/7')).toBe(true);
  });

  it('finds the remote and exposed module for a path, and nothing for a shell page', () => {
    const entries = [
      {
        name: 'support',
        url: '/remotes/support/a/',
        routes: [{ path: '/help', module: './help' }],
      },
      {
        name: 'seller',
        url: '/remotes/seller/b/',
        routes: [{ path: '/get-quote', module: './q' }],
      },
    ];
    expect(remoteFor(entries, '/get-quote')).toEqual({ entry: entries[1], module: './q' });
    for (const page of SHELL_PAGES) expect(remoteFor(entries, page)).toBeUndefined();
  });
});

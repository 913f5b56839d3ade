import { describe, expect, it } from 'vitest';
import { resolveRoute, type RouteTableState } from './route-resolution';

const registry = [
  { name: 'seller', url: '/remotes/seller/' },
  { name: 'support', url: '/remotes/support/' },
];
const seller = [{ path: '/get-quote', module: './get-quote-page', export: 'GetQuotePage' }];
const support = [
  { path: '/contact/chat', module: './contact-chat-page', export: 'ContactChatPage' },
];

const state = (routes: RouteTableState['routes']): RouteTableState => ({
  registry,
  registryFailed: false,
  routes,
});

describe('resolveRoute', () => {
  it('finds the remote that declared the path', () => {
    const result = resolveRoute('/contact/chat', state({ seller, support }));
    expect(result).toMatchObject({
      status: 'found',
      entry: { name: 'support' },
      route: support[0],
    });
  });

  it('is a 404 only once every remote has answered without the path', () => {
    expect(resolveRoute('/nope', state({ seller, support }))).toEqual({ status: 'not-found' });
    expect(resolveRoute('/nope', state({ seller, support: undefined }))).toEqual({
      status: 'loading',
    });
  });

  it('offers Retry rather than 404 when a remote that might serve the path is down', () => {
    expect(resolveRoute('/get-quote', state({ seller: 'failed', support }))).toEqual({
      status: 'unavailable',
      remotes: ['seller'],
    });
  });

  it('still serves a path of a healthy remote while another is down', () => {
    expect(resolveRoute('/get-quote', state({ seller, support: 'failed' }))).toMatchObject({
      status: 'found',
    });
  });

  it('offers Retry when the registry itself failed', () => {
    const result = resolveRoute('/get-quote', {
      registry: undefined,
      registryFailed: true,
      routes: {},
    });
    expect(result.status).toBe('unavailable');
  });
});

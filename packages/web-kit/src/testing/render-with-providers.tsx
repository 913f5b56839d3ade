import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PublicUser } from '@cardbridge/contracts';
import { createQueryClient } from '../api/query-client';
import { answer, mockApi } from './api-server';

export interface RenderOptions {
  /** The URL the page opens at (path and query), `/` unless told. */
  url?: string;
  /**
   * Who is signed in, answered by `GET /api/auth/me`: a user, or `null` for a visitor. Left out,
   * the test answers that route itself (or the page does not ask).
   */
  user?: PublicUser | null;
  /** The route pattern that renders `ui` (e.g. `/payment-methods/:id`); any path unless told. */
  path?: string;
  /** Other pages reachable by navigation, by path, e.g. `{ '/login': <p>Login page</p> }`. */
  routes?: Record<string, ReactNode>;
  /** A client from an earlier render, to see what a remount does with its cache. */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** The production QueryClient the page used (docs/product.md#business-constants: no retries, never stale). */
  queryClient: QueryClient;
  /** Where the router is now (path and query), to assert navigation. */
  location: () => string;
}

/**
 * Renders a page as the shell would: the production QueryClient (createQueryClient), a router at
 * `url`, and the HTTP mock server answering its calls.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    url = '/',
    user,
    path = '*',
    routes = {},
    queryClient = createQueryClient(),
  }: RenderOptions = {},
): RenderWithProvidersResult {
  if (user !== undefined) mockApi(answer('GET /api/auth/me', { user }));
  let current = url;
  function LocationSpy() {
    const location = useLocation();
    current = location.pathname + location.search;
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LocationSpy />
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([routePath, element]) => (
            <Route key={routePath} path={routePath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, location: () => current };
}

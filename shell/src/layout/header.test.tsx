import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@cardbridge/web-kit';
import { Header } from './header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers GET /api/auth/me with `me` (a user, or null for 401) and records other calls. */
function stubApi(me: Record<string, unknown> | null, meDelay?: Promise<void>) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/auth/me') {
      await meDelay;
      return me ? Response.json({ user: me }) : new Response('', { status: 401 });
    }
    return Response.json({ message: 'Logged out' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHeader(path = '/terms') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('top navigation', () => {
  it('shows a pulsing placeholder while the auth check runs', async () => {
    let release = () => {};
    stubApi(null, new Promise<void>((resolve) => (release = resolve)));
    renderHeader();
    expect(screen.getByTestId('auth-loading').className).toContain('animate-pulse');
    release();
    await screen.findByRole('link', { name: 'Sign In' });
  });

  it('offers Sign In and Sign Up, and no Dashboard link, when signed out', async () => {
    stubApi(null);
    renderHeader();
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe('/get-quote');
    expect(screen.getByRole('link', { name: 'Cardbridge' }).getAttribute('href')).toBe('/');
  });

  it('welcomes a signed-in user by first name, with Dashboard and Sign Out', async () => {
    stubApi({ username: 'ada_l', firstName: 'Ada' });
    renderHeader();
    await screen.findByText('Welcome, Ada');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('falls back to the username when there is no first name', async () => {
    stubApi({ username: 'ada_l', firstName: '' });
    renderHeader();
    await screen.findByText('Welcome, ada_l');
  });

  it('shows Admin Dashboard only to the user named exactly admin', async () => {
    stubApi({ username: 'admin' });
    renderHeader();
    const link = await screen.findByRole('link', { name: 'Admin Dashboard' });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it('does not show Admin Dashboard to a similar name', async () => {
    stubApi({ username: 'Admin' });
    renderHeader();
    await screen.findByText('Welcome, Admin');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('signs out with POST /api/auth/logout, forgets the user and goes home', async () => {
    const fetchMock = stubApi({ username: 'ada_l', firstName: 'Ada' });
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('link', { name: 'Sign In' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
    });
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
  });
});

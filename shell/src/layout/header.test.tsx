import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@cardbridge/contracts';
import { api, aUser, renderWithProviders } from '@cardbridge/web-kit/testing';
import { Header } from './header';

/** Answers GET /api/auth/me with `me` (a user, or 401 for null) and logout with its message. */
function serveApi(me: Partial<PublicUser> | null, meDelay?: Promise<void>) {
  api.mock(
    api.answerWith('GET /api/auth/me', async () => {
      await meDelay;
      return me ? { user: aUser(me) } : new Response('', { status: 401 });
    }),
    api.answer('POST /api/auth/logout', { message: 'Logged out' }),
  );
}

function renderHeader(url = '/terms') {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="*" element={<p>other page</p>} />
      </Routes>
    </>,
    { url },
  );
}

describe('top navigation', () => {
  it('shows a pulsing placeholder while the auth check runs', async () => {
    let release = () => {};
    serveApi(null, new Promise<void>((resolve) => (release = resolve)));
    renderHeader();
    expect(screen.getByTestId('auth-loading').className).toContain('animate-pulse');
    release();
    await screen.findByRole('link', { name: 'Sign In' });
  });

  it('offers Sign In and Sign Up, and no Dashboard link, when signed out', async () => {
    serveApi(null);
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
    serveApi({ username: 'ada_l', firstName: 'Ada' });
    renderHeader();
    await screen.findByText('Welcome, Ada');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('falls back to the username when there is no first name', async () => {
    serveApi({ username: 'ada_l', firstName: '' });
    renderHeader();
    await screen.findByText('Welcome, ada_l');
  });

  it('shows Admin Dashboard only to the user named exactly admin', async () => {
    serveApi({ username: 'admin' });
    renderHeader();
    const link = await screen.findByRole('link', { name: 'Admin Dashboard' });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it('does not show Admin Dashboard to a similar name', async () => {
    serveApi({ username: 'Admin', firstName: '' });
    renderHeader();
    await screen.findByText('Welcome, Admin');
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('signs out with POST /api/auth/logout, forgets the user and goes home', async () => {
    serveApi({ username: 'ada_l', firstName: 'Ada' });
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('link', { name: 'Sign In' });
    const [logout] = api.requestsTo('POST /api/auth/logout');
    expect(logout?.request.credentials).toBe('include');
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
  });
});

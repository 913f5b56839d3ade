import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aUser, renderWithProviders } from '../testing';
import { RequireUser } from './require-user';

function Guarded() {
  return (
    <RequireUser
      pending={<p>Checking session</p>}
      signedOut={(signInPath) => <Link to={signInPath}>Sign In</Link>}
    >
      <p>Secret page</p>
    </RequireUser>
  );
}

describe('RequireUser', () => {
  it('shows the page to a signed-in user', async () => {
    renderWithProviders(<Guarded />, { url: '/sell-card?brand=Amazon', user: aUser() });
    expect(screen.getByText('Checking session')).toBeTruthy();
    expect(await screen.findByText('Secret page')).toBeTruthy();
  });

  it('offers a visitor a sign-in that comes back to the page and its query', async () => {
    const view = renderWithProviders(<Guarded />, {
      url: '/sell-card?brand=Amazon',
      user: null,
      path: '/sell-card',
      routes: { '/login': <p>Login page</p> },
    });
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/login?returnTo=%2Fsell-card%3Fbrand%3DAmazon');
    expect(screen.queryByText('Secret page')).toBeNull();
    signIn.click();
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(view.location()).toBe('/login?returnTo=%2Fsell-card%3Fbrand%3DAmazon');
  });
});

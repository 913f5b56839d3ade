import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { PublicUser } from '@cardbridge/contracts';
import { aUser, renderWithProviders } from '@cardbridge/web-kit/testing';
import { ContactSupportLink } from './contact-support-link';

function renderLink(user: PublicUser | null) {
  renderWithProviders(<ContactSupportLink>Contact Support</ContactSupportLink>, { user });
  return () => screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href');
}

describe('ContactSupportLink', () => {
  it('leads a visitor to the contact form', async () => {
    const href = renderLink(null);
    await waitFor(() => expect(href()).toBe('/contact'));
  });

  it('leads a signed-in user to their support chat on the dashboard', async () => {
    const href = renderLink(aUser());
    await waitFor(() => expect(href()).toBe('/dashboard?tab=support'));
  });
});

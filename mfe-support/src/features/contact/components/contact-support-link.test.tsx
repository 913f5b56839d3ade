import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { PublicUser } from '@cardbridge/contracts';
import { createQueryClient } from '@cardbridge/web-kit';
import { answer, aUser, mockApi } from '@cardbridge/web-kit/testing';
import { ContactSupportLink } from './contact-support-link';

function renderLink(user: PublicUser | null) {
  mockApi(answer('GET /api/auth/me', { user }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ContactSupportLink>Contact Support</ContactSupportLink>
      </MemoryRouter>
    </QueryClientProvider>,
  );
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@cardbridge/web-kit';
import { ContactSupportLink } from './contact-support-link';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLink(user: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ user })),
  );
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
    const href = renderLink({ id: 'u1', username: 'ann', firstName: 'Ann' });
    await waitFor(() => expect(href()).toBe('/dashboard?tab=support'));
  });
});

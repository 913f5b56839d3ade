import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@cardbridge/web-kit';
import '@cardbridge/web-kit/testing';
import { ContactPage } from './contact-page';

describe('/contact', () => {
  it('shows the form beside the support channels, hours and response times', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/contact']}>
          <ContactPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Contact Us',
    ]);
    for (const name of [
      'Email',
      'Message Support',
      'Phone',
      'Business Address',
      'Response Times',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByText('Mon-Fri 9 AM-6 PM EST')).toBeTruthy();
    expect(screen.getByText('Immediate')).toBeTruthy();
    expect(screen.getByText('Within 2-4 hours')).toBeTruthy();
    expect(screen.getByText('During business hours')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@cardbridge/web-kit';
import { api } from '@cardbridge/web-kit/testing';
import { ContactChatPage } from './contact-chat-page';

function renderAt(path: string) {
  api.mock(api.answer('GET /api/contact/messages', { items: [], nextCursor: null }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/contact" element={<p>Contact form</p>} />
          <Route path="/contact/chat" element={<ContactChatPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/contact/chat', () => {
  it('sends a visitor without a session back to /contact', async () => {
    renderAt('/contact/chat');
    expect(await screen.findByText('Contact form')).toBeTruthy();
    expect(api.requestsTo('GET /api/contact/messages')).toHaveLength(0);
  });

  it('opens the chat of the session in the link, with one h1', async () => {
    renderAt('/contact/chat?session=abcdefgh12345678');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('12345678')).toBeTruthy();
  });
});

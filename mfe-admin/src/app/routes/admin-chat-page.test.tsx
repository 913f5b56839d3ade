import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@cardbridge/web-kit';
import { AdminChatPage } from './admin-chat-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderChat(meStatus: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/admin/chat/threads'
        ? Response.json([])
        : new Response(JSON.stringify({ id: 'a1', username: 'ops' }), { status: meStatus }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/chat']}>
        <Routes>
          <Route path="/admin/chat" element={<AdminChatPage />} />
          <Route path="/admin/login" element={<p>Admin login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/admin/chat', () => {
  it('sends a visitor without an admin session to /admin/login', async () => {
    renderChat(401);
    expect(await screen.findByText('Admin login page')).toBeTruthy();
  });

  it('opens for an admin with the conversations panel and the empty states', async () => {
    renderChat(200);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat Management' })).toBeTruthy();
    expect((await screen.findByRole('heading', { name: /Conversations/ })).textContent).toBe(
      'Conversations 0',
    );
    expect(screen.getByText('No conversations found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Select a Conversation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/admin',
    );
  });
});

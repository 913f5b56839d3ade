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
    vi.fn(
      async () => new Response(JSON.stringify({ id: 'a1', username: 'ops' }), { status: meStatus }),
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

  it('opens for an admin and says plainly that conversations are not there yet', async () => {
    renderChat(200);
    expect(await screen.findByRole('heading', { name: 'Chat Management' })).toBeTruthy();
    expect(screen.getByText('Conversations are not available in this release yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/admin',
    );
  });
});

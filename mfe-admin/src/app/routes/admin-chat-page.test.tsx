import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { AdminChatPage } from './admin-chat-page';

function renderChat(meStatus: number) {
  api.mock(
    meStatus === 200
      ? api.answer('GET /api/admin/session', {
          admin: { id: 'a1', username: 'ops', role: 'owner' },
        })
      : meStatus === 401
        ? api.answer('GET /api/admin/session', { admin: null })
        : api.answer('GET /api/admin/session', { message: 'Server error' }, { status: meStatus }),
    api.answer('GET /api/admin/chat/threads', { items: [], total: 0, nextCursor: null }),
  );
  renderWithProviders(<AdminChatPage />, {
    url: '/admin/chat',
    path: '/admin/chat',
    routes: { '/admin/login': <p>Admin login page</p> },
  });
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

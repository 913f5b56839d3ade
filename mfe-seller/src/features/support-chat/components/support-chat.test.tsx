import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { UserChatMessage } from '@cardbridge/contracts';
import { createQueryClient, useToastStore } from '@cardbridge/web-kit';
import { SupportChat } from './support-chat';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

function fakeApi(messages: UserChatMessage[], sendStatus = 201) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { message: string };
        posts.push({ url, body });
        if (sendStatus !== 201) return Response.json({ message: 'down' }, { status: sendStatus });
        const saved: UserChatMessage = {
          id: `m${messages.length}`,
          message: body.message,
          isAdminReply: false,
          adminUsername: null,
          createdAt: new Date().toISOString(),
        };
        messages.push(saved);
        return Response.json(saved, { status: 201 });
      }
      return Response.json(messages);
    }),
  );
  return posts;
}

const renderChat = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SupportChat />
    </QueryClientProvider>,
  );

describe('SupportChat', () => {
  it('invites a first message when the conversation is empty', async () => {
    fakeApi([]);
    renderChat();
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Support Chat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("labels the user's messages 'You' and the agent's 'Support Agent'", async () => {
    fakeApi([
      {
        id: 'a',
        message: 'Where is my payout?',
        isAdminReply: false,
        adminUsername: null,
        createdAt: '2026-03-05T14:07:00.000Z',
      },
      {
        id: 'b',
        message: 'It was sent today.',
        isAdminReply: true,
        adminUsername: 'ops',
        createdAt: '2026-03-05T14:09:00.000Z',
      },
    ]);
    renderChat();
    expect(await screen.findByText('It was sent today.')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByText('Support Agent')).toBeTruthy();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and clears on success', async () => {
    const posts = fakeApi([]);
    const user = userEvent.setup();
    renderChat();
    const input = await screen.findByLabelText('Message to support');
    await user.type(input, 'Hi{Shift>}{Enter}{/Shift}there');
    expect(posts).toHaveLength(0);
    await user.type(input, '{Enter}');
    await waitFor(() =>
      expect(posts).toEqual([{ url: '/api/chat/message', body: { message: 'Hi\nthere' } }]),
    );
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    expect(await screen.findByText(/there/)).toBeTruthy();
  });

  it('shows the error toast and keeps the text when sending fails', async () => {
    fakeApi([], 503);
    const user = userEvent.setup();
    renderChat();
    const input = await screen.findByLabelText('Message to support');
    await user.type(input, 'Hello{Enter}');
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to send message. Please try again.',
        variant: 'destructive',
      }),
    );
    expect((input as HTMLTextAreaElement).value).toBe('Hello');
  });
});

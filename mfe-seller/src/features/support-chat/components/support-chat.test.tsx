import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { UserChatMessage } from '@cardbridge/contracts';
import { createQueryClient, useToastStore } from '@cardbridge/web-kit';
import { api, newestPageOf } from '@cardbridge/web-kit/testing';
import { SupportChat } from './support-chat';

/**
 * The user's conversation as stored, three messages a page; a sent message is added to it, as
 * the service does.
 */
function serveConversation(messages: UserChatMessage[], sendStatus = 201) {
  api.mock(
    api.answerWith('GET /api/chat/messages', ({ request }) => newestPageOf(messages, request)),
    sendStatus === 201
      ? api.answerWith('POST /api/chat/message', async ({ request }) => {
          const { message } = (await request.json()) as { message: string };
          const saved: UserChatMessage = {
            id: `m${messages.length}`,
            message,
            isAdminReply: false,
            adminUsername: null,
            createdAt: new Date().toISOString(),
          };
          messages.push(saved);
          return Response.json(saved, { status: 201 });
        })
      : api.answer('POST /api/chat/message', { message: 'down' }, { status: sendStatus }),
  );
}

const renderChat = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SupportChat />
    </QueryClientProvider>,
  );

describe('SupportChat', () => {
  it('invites a first message when the conversation is empty', async () => {
    serveConversation([]);
    renderChat();
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Support Chat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("labels the user's messages 'You' and the agent's 'Support Agent'", async () => {
    serveConversation([
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

  it('shows the newest messages and loads earlier ones on request', async () => {
    serveConversation(
      Array.from({ length: 4 }, (_, i) => ({
        id: `m${i}`,
        message: `message ${i}`,
        isAdminReply: i % 2 === 1,
        adminUsername: i % 2 === 1 ? 'ops' : null,
        createdAt: `2026-03-05T14:0${i}:00.000Z`,
      })),
    );
    const user = userEvent.setup();
    renderChat();
    const log = await screen.findByRole('log', { name: 'Support conversation' });
    const shown = () =>
      within(log)
        .queryAllByText(/^message \d$/)
        .map((el) => el.textContent);
    await waitFor(() => expect(shown()).toEqual(['message 1', 'message 2', 'message 3']));
    await user.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() =>
      expect(shown()).toEqual(['message 0', 'message 1', 'message 2', 'message 3']),
    );
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and clears on success', async () => {
    serveConversation([]);
    const user = userEvent.setup();
    renderChat();
    const input = await screen.findByLabelText('Message to support');
    await user.type(input, 'Hi{Shift>}{Enter}{/Shift}there');
    expect(api.requestsTo('POST /api/chat/message')).toHaveLength(0);
    await user.type(input, '{Enter}');
    await waitFor(() => expect(api.requestsTo('POST /api/chat/message')).toHaveLength(1));
    expect(await api.lastJsonBody('POST /api/chat/message')).toEqual({ message: 'Hi\nthere' });
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    expect(await screen.findByText(/there/)).toBeTruthy();
  });

  it('shows the error toast and keeps the text when sending fails', async () => {
    serveConversation([], 503);
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

import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ContactChatMessage } from '@cardbridge/contracts';
import { createQueryClient, useToastStore } from '@cardbridge/web-kit';
import { api, newestPageOf } from '@cardbridge/web-kit/testing';
import { ContactChat } from './contact-chat';

const sessionId = 'k3J9x0Qm2Zp7LwYtR5vB8nC1dE4fG6hA';
const first: ContactChatMessage = {
  message: 'Subject: Hi\nFrom: Vera Visitor <vera@example.com>\n\nHello there, anyone?',
  isUserMessage: true,
  createdAt: '2026-11-24T10:00:00.000Z',
};

/**
 * The conversation as stored, three messages a page; a sent message is added to it, as the
 * service does.
 */
function serveConversation(messages: ContactChatMessage[], sendStatus = 201) {
  api.mock(
    api.answerWith('GET /api/contact/messages', ({ request }) => newestPageOf(messages, request)),
    sendStatus === 201
      ? api.answerWith('POST /api/contact/message', async ({ request }) => {
          const { message } = (await request.json()) as { message: string };
          const saved = { message, isUserMessage: true, createdAt: new Date().toISOString() };
          messages.push(saved);
          return Response.json(saved, { status: 201 });
        })
      : api.answer('POST /api/contact/message', { message: 'down' }, { status: sendStatus }),
  );
}

function renderChat() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ContactChat sessionId={sessionId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ContactChat', () => {
  it('shows the session, the badge, the conversation and the waiting text', async () => {
    serveConversation([first]);
    renderChat();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText(/Hello there, anyone\?/)).toBeTruthy();
    expect(api.requestsTo('GET /api/contact/messages')[0]?.path).toBe(
      `/api/contact/messages?sessionId=${sessionId}`,
    );
    expect(screen.getByText('Live Chat Active')).toBeTruthy();
    expect(screen.getByText('dE4fG6hA')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(
      screen.getByText('Your message has been received. Waiting for agent response...'),
    ).toBeTruthy();
    expect(screen.getByText('Usually within 2-5 minutes')).toBeTruthy();
    expect(screen.getByText('Mon-Fri 9 AM-6 PM EST')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Contact' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it("labels the agent's replies 'Support Agent' and drops the waiting text", async () => {
    serveConversation([
      first,
      { message: 'Hi Vera, how can I help?', isUserMessage: false, createdAt: first.createdAt },
    ]);
    renderChat();
    expect(await screen.findByText('Hi Vera, how can I help?')).toBeTruthy();
    expect(screen.getByText('Support Agent')).toBeTruthy();
    expect(screen.queryByText(/Waiting for agent response/)).toBeNull();
  });

  it('shows the newest messages and loads earlier ones on request', async () => {
    serveConversation([
      first,
      ...[1, 2, 3].map((i) => ({
        message: `message ${i}`,
        isUserMessage: i !== 2,
        createdAt: `2026-11-24T10:0${i}:00.000Z`,
      })),
    ]);
    const user = userEvent.setup();
    renderChat();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await within(log).findByText('message 3');
    expect(within(log).queryByText(/Hello there/)).toBeNull();
    await user.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log).findByText(/Hello there/)).toBeTruthy();
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it("says so when the session has expired, with the server's words, and stops asking", async () => {
    const expired =
      'This chat session has expired after 24 hours without a message. Please contact us again from the contact page.';
    api.mock(api.answer('GET /api/contact/messages', { message: expired }, { status: 410 }));
    renderChat();
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requestsTo('GET /api/contact/messages')).toHaveLength(1);
  });

  it('keeps asking while the service is briefly unavailable', async () => {
    api.mock(
      api.answer('GET /api/contact/messages', { message: 'Chat is unavailable' }, { status: 503 }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderChat();
      await screen.findByRole('alert');
      serveConversation([first]);
      await vi.advanceTimersByTimeAsync(6_000);
      expect(await screen.findByText(/Hello there, anyone\?/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends with Enter, not with Shift+Enter, and clears the input on success', async () => {
    serveConversation([first]);
    const user = userEvent.setup();
    renderChat();
    await screen.findByText(/Hello there/);
    const input = screen.getByLabelText('Type your message');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send.hasAttribute('disabled')).toBe(true);

    await user.type(input, '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.clear(input);
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(api.requestsTo('POST /api/contact/message')).toHaveLength(0);
    expect((input as HTMLTextAreaElement).value).toBe('Line one\nline two');

    await user.type(input, '{Enter}');
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    expect(await api.lastJsonBody('POST /api/contact/message')).toEqual({
      sessionId,
      message: 'Line one\nline two',
    });
    expect(await screen.findByText(/line two/)).toBeTruthy();
  });

  it('keeps the text and shows the error toast when sending fails', async () => {
    serveConversation([first], 500);
    const user = userEvent.setup();
    renderChat();
    await screen.findByText(/Hello there/);
    const input = screen.getByLabelText('Type your message');
    await user.type(input, 'Are you there?{Enter}');
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to send message. Please try again.',
        variant: 'destructive',
      }),
    );
    expect((input as HTMLTextAreaElement).value).toBe('Are you there?');
  });
});

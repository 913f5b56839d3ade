import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { AdminChatMessage, ChatThread } from '@cardbridge/contracts';
import { createQueryClient, useToastStore } from '@cardbridge/web-kit';
import { api, newestPageOf, type MessageAnswer } from '@cardbridge/web-kit/testing';
import { ChatInbox } from './chat-inbox';

declare module '@cardbridge/web-kit/testing' {
  interface ApiAnswers {
    'POST /api/admin/chat/reply': AdminChatMessage;
    'POST /api/admin/contact/reply': AdminChatMessage;
    'POST /api/admin/chat/mark-read': MessageAnswer;
  }
}

const visitor: ChatThread = {
  userId: null,
  sessionId: 'session-vera',
  type: 'contact',
  username: 'Vera Visitor',
  userEmail: 'vera@example.com',
  lastMessage: 'Is anyone there?',
  lastMessageTime: '2026-03-05T14:07:00.000Z',
  unreadCount: 2,
};
const seller: ChatThread = {
  userId: 'u-ann',
  sessionId: null,
  type: 'user',
  username: 'ann',
  userEmail: 'ann@shop.test',
  lastMessage: 'Thanks!',
  lastMessageTime: '2026-03-04T09:30:00.000Z',
  unreadCount: 0,
};

/**
 * The admin chat API as the service behaves: threads searched by `q` (username or email, any
 * case) and paged two at a time, messages paged three at a time (newest page first), mark-read
 * clears the count, a reply is stored.
 */
function serveChat(options: {
  threads: ChatThread[];
  messages?: AdminChatMessage[];
  replyStatus?: number;
}) {
  const threads = options.threads.map((t) => ({ ...t }));
  const messages = [...(options.messages ?? [])];
  api.mock(
    api.answerWith('GET /api/admin/chat/threads', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = (params.get('q') ?? '').toLowerCase();
      const matching = threads.filter(
        (t) => t.username.toLowerCase().includes(q) || t.userEmail.toLowerCase().includes(q),
      );
      const from = Number(params.get('cursor') ?? 0);
      const next = from + 2 < matching.length ? String(from + 2) : null;
      const items = matching.slice(from, from + 2).map((t) => ({ ...t }));
      return { items, total: matching.length, nextCursor: next };
    }),
    api.answerWith('GET /api/admin/chat/messages', ({ request }) =>
      newestPageOf(messages, request),
    ),
    api.answerWith('POST /api/admin/chat/mark-read', async ({ request }) => {
      const key = (await request.json()) as { sessionId?: string; userId?: string };
      for (const t of threads) {
        if (t.sessionId === key.sessionId || t.userId === key.userId) t.unreadCount = 0;
      }
      return { message: 'Conversation marked as read' };
    }),
    options.replyStatus
      ? api.answer(
          'POST /api/admin/contact/reply',
          { message: 'Chat session not found' },
          { status: options.replyStatus },
        )
      : api.answerWith('POST /api/admin/contact/reply', async ({ request }) => {
          const { message } = (await request.json()) as { message: string };
          const reply: AdminChatMessage = {
            id: `m${messages.length}`,
            message,
            isAdminReply: true,
            adminUsername: 'ops',
            username: 'ops',
            createdAt: new Date().toISOString(),
          };
          messages.push(reply);
          return Response.json(reply, { status: 201 });
        }),
  );
}

function renderInbox() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChatInbox />
    </QueryClientProvider>,
  );
}

const visitorMessages: AdminChatMessage[] = [
  {
    id: 'm0',
    message: 'Is anyone there?',
    isAdminReply: false,
    adminUsername: null,
    username: 'Vera Visitor',
    createdAt: '2026-03-05T14:07:00.000Z',
  },
];

describe('ChatInbox', () => {
  it('lists conversations with count, unread badge, email, last message and time', async () => {
    serveChat({ threads: [visitor, seller] });
    renderInbox();
    const heading = await screen.findByRole('heading', { name: /Conversations/ });
    expect(heading.textContent).toBe('Conversations 2');
    const row = screen.getByRole('button', { name: /Vera Visitor/ });
    expect(within(row).getByLabelText('2 unread').textContent).toBe('2');
    expect(within(row).getByText('vera@example.com')).toBeTruthy();
    expect(within(row).getByText('Is anyone there?')).toBeTruthy();
    const local = format(new Date(visitor.lastMessageTime), 'MMM d, HH:mm');
    expect(within(row).getByText(local)).toBeTruthy();
    expect(
      within(screen.getByRole('button', { name: /ann/ })).queryByLabelText(/unread/),
    ).toBeNull();
    expect(screen.getByRole('heading', { name: 'Select a Conversation' })).toBeTruthy();
  });

  it('searches on the server once typing pauses and says when nothing matches', async () => {
    serveChat({ threads: [visitor, seller] });
    const user = userEvent.setup();
    renderInbox();
    const search = await screen.findByPlaceholderText('Search conversations...');
    await user.type(search, 'SHOP.TEST');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Vera/ })).toBeNull());
    expect(screen.getByRole('button', { name: /ann/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Conversations/ }).textContent).toBe(
      'Conversations 1',
    );
    // One request for the whole word, not one per key.
    expect(
      api
        .requestsTo('GET /api/admin/chat/threads')
        .map((r) => new URL(r.path, 'http://x').searchParams.get('q')),
    ).toEqual([null, 'SHOP.TEST']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No conversations found')).toBeTruthy();
  });

  it('shows the total and loads more conversations page by page', async () => {
    const more = ['cy', 'dee', 'eli'].map((name, i) => ({
      ...seller,
      userId: `u-${name}`,
      username: name,
      userEmail: `${name}@shop.test`,
      lastMessageTime: `2026-03-0${3 - i}T09:30:00.000Z`,
    }));
    serveChat({ threads: [visitor, seller, ...more] });
    const user = userEvent.setup();
    renderInbox();
    const heading = await screen.findByRole('heading', { name: /Conversations/ });
    expect(heading.textContent).toBe('Conversations 5');
    expect(screen.queryByRole('button', { name: /eli/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /dee/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /eli/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a thread once when new activity moved it onto an earlier page meanwhile', async () => {
    api.mock(
      api.answerWith('GET /api/admin/chat/threads', ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? { items: [{ ...seller, lastMessage: 'older copy' }], total: 2, nextCursor: null }
          : { items: [seller, visitor], total: 2, nextCursor: 'next' },
      ),
    );
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(screen.getAllByRole('button', { name: /ann/ })).toHaveLength(1);
    expect(screen.queryByText('older copy')).toBeNull();
  });

  it('opening a conversation marks it read and shows its messages', async () => {
    serveChat({ threads: [visitor], messages: visitorMessages });
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Vera Visitor/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Is anyone there?')).toBeTruthy();
    await waitFor(() =>
      expect(api.requestsTo('POST /api/admin/chat/mark-read')).not.toHaveLength(0),
    );
    expect(await api.lastJsonBody('POST /api/admin/chat/mark-read')).toEqual({
      sessionId: 'session-vera',
    });
    await waitFor(() => expect(screen.queryByLabelText('2 unread')).toBeNull());
  });

  it("shows a conversation's newest messages and loads earlier ones above on request", async () => {
    const long: AdminChatMessage[] = Array.from({ length: 5 }, (_, i) => ({
      ...visitorMessages[0]!,
      id: `m${i}`,
      message: `message ${i}`,
      createdAt: `2026-03-05T14:0${i}:00.000Z`,
    }));
    serveChat({ threads: [visitor], messages: long });
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Vera Visitor/ }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    const shown = () =>
      within(log)
        .queryAllByText(/^message \d$/)
        .map((el) => el.textContent);
    await waitFor(() => expect(shown()).toEqual(['message 2', 'message 3', 'message 4']));
    await user.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() =>
      expect(shown()).toEqual(['message 0', 'message 1', 'message 2', 'message 3', 'message 4']),
    );
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('says so when a conversation has no messages', async () => {
    serveChat({ threads: [seller], messages: [] });
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /ann/ }));
    expect(await screen.findByText('No messages in this conversation')).toBeTruthy();
  });

  it("replies with Enter (Shift+Enter is a new line) and shows 'Reply Sent'", async () => {
    serveChat({ threads: [visitor], messages: visitorMessages });
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Vera Visitor/ }));
    const box = await screen.findByLabelText('Reply');
    await user.type(box, 'Hello Vera{Shift>}{Enter}{/Shift}How can I help?');
    expect(api.requestsTo('POST /api/admin/contact/reply')).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(api.requestsTo('POST /api/admin/contact/reply')).toHaveLength(1));
    expect(await api.lastJsonBody('POST /api/admin/contact/reply')).toEqual({
      sessionId: 'session-vera',
      message: 'Hello Vera\nHow can I help?',
    });
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Reply Sent',
        description: 'Your message has been sent successfully.',
      }),
    );
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText(/How can I help\?/)).toBeTruthy();
  });

  it("shows the server's message in the error toast when a reply fails", async () => {
    serveChat({ threads: [visitor], messages: visitorMessages, replyStatus: 404 });
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Vera Visitor/ }));
    await user.type(await screen.findByLabelText('Reply'), 'Hello{Enter}');
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Error',
        description: 'Chat session not found',
        variant: 'destructive',
      }),
    );
    expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('marks an open conversation read once, and does not retry a refused mark in a loop', async () => {
    serveChat({ threads: [visitor], messages: visitorMessages });
    api.mock(api.answer('POST /api/admin/chat/mark-read', { message: 'Nope' }, { status: 500 }));
    const user = userEvent.setup();
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Vera Visitor/ }));
    await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(api.requestsTo('POST /api/admin/chat/mark-read')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requestsTo('POST /api/admin/chat/mark-read')).toHaveLength(1);
  });
});

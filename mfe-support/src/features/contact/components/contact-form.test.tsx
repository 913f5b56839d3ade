import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, useToastStore } from '@cardbridge/web-kit';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

function ChatLocation() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/contact']}>
        <Routes>
          <Route path="/contact" element={<ContactForm />} />
          <Route path="/contact/chat" element={<ChatLocation />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Vera');
  await user.type(screen.getByLabelText('Last Name'), 'Visitor');
  await user.type(screen.getByLabelText('Email'), 'vera@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Payout question');
  await user.type(screen.getByLabelText('Message'), 'When will my payout arrive?');
}

describe('ContactForm', () => {
  it('shows the spec message under each field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('5');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(screen.getByLabelText('Message').getAttribute('aria-describedby')).toBe(
      'contact-message-error',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the form with the full message, reads 'Sending...', then opens the chat", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Vera',
      lastName: 'Visitor',
      email: 'vera@example.com',
      subject: 'Payout question',
      message: 'When will my payout arrive?',
      fullMessage:
        'Subject: Payout question\nFrom: Vera Visitor <vera@example.com>\n\nWhen will my payout arrive?',
    });

    answer(Response.json({ sessionId: 'abc123-session' }, { status: 201 }));
    expect(await screen.findByText('at /contact/chat?session=abc123-session')).toBeTruthy();
  });

  it('stays on the form with the error toast when sending fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'x' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to send message. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { useToastStore } from '@cardbridge/web-kit';
import { ContactForm } from './contact-form';

const renderForm = () =>
  renderWithProviders(<ContactForm />, {
    url: '/contact',
    path: '/contact',
    routes: { '/contact/chat': <p>Chat page</p> },
  });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Vera');
  await user.type(screen.getByLabelText('Last Name'), 'Visitor');
  await user.type(screen.getByLabelText('Email'), 'vera@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Payout question');
  await user.type(screen.getByLabelText('Message'), 'When will my payout arrive?');
}

describe('ContactForm', () => {
  it('shows the documented message under each field and sends nothing', async () => {
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
    expect(api.requestsTo('POST /api/contact')).toHaveLength(0);
  });

  it("sends the form with the full message, reads 'Sending...', then opens the chat", async () => {
    const later = api.answerLater('POST /api/contact');
    api.mock(later.handler);
    const user = userEvent.setup();
    const view = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(api.requestsTo('POST /api/contact')).toHaveLength(1));
    expect(await api.lastJsonBody('POST /api/contact')).toEqual({
      firstName: 'Vera',
      lastName: 'Visitor',
      email: 'vera@example.com',
      subject: 'Payout question',
      message: 'When will my payout arrive?',
      fullMessage:
        'Subject: Payout question\nFrom: Vera Visitor <vera@example.com>\n\nWhen will my payout arrive?',
    });

    later.release({ sessionId: 'abc123-session' }, { status: 201 });
    expect(await screen.findByText('Chat page')).toBeTruthy();
    expect(view.location()).toBe('/contact/chat?session=abc123-session');
  });

  it('stays on the form with the error toast when sending fails', async () => {
    api.mock(
      api.answer('POST /api/contact', { message: 'Internal Server Error' }, { status: 500 }),
    );
    const user = userEvent.setup();
    const view = renderForm();
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
    expect(view.location()).toBe('/contact');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '@cardbridge/web-kit';
import { anAdminSubmission, api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { SubmissionsTab } from './submissions-tab';

const submission = anAdminSubmission;

describe('the Submissions tab (docs/product.md#screens)', () => {
  it('shows each submission with its secrets, photos and the actions its status allows', async () => {
    api.mock(
      api.answer('GET /api/admin/submissions', {
        items: [submission()],
        total: 1,
        nextCursor: null,
      }),
    );
    renderWithProviders(<SubmissionsTab />);
    const card = await screen.findByTestId('admin-submission');
    expect(within(card).getByText('Submission #65f0c1a2b3c4d5e6f7a8b9c0')).toBeTruthy();
    expect(within(card).getByText('6011-0009-9013-9424')).toBeTruthy();
    expect(within(card).getByText('Brand New')).toBeTruthy();
    expect(within(card).getByText('PayPal (•••• .com)')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      '/api/admin/view/65f0c1a2b3c4d5e6f7a8b9c1.jpg',
    );
    expect(within(card).getByRole('link', { name: /View/ }).getAttribute('target')).toBe('_blank');
    for (const name of ['Start Processing', 'Approve & Complete', 'Reject']) {
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('Showing 1 of 1 submissions')).toBeTruthy();
  });

  it('searches on the server once typing pauses, and offers to clear the filters', async () => {
    api.mock(
      api.answerWith('GET /api/admin/submissions', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return q
          ? { items: [], total: 0, nextCursor: null }
          : { items: [submission()], total: 1, nextCursor: null };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SubmissionsTab />);
    await screen.findByTestId('admin-submission');
    await user.type(
      screen.getByPlaceholderText(
        'Search by ID, brand, card number, username, email, or amount...',
      ),
      '9424',
    );
    expect(await screen.findByText('No submissions found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeTruthy();
    const searched = api
      .requestsTo('GET /api/admin/submissions')
      .map((r) => new URL(r.path, 'http://x').searchParams.get('q'));
    expect(searched).toContain('9424');
    expect(searched).not.toContain('94');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByTestId('admin-submission')).toBeTruthy();
  });

  it('rejects with a reason (confirm disabled while blank) and says Status Updated', async () => {
    api.mock(
      api.answer('GET /api/admin/submissions', {
        items: [submission()],
        total: 1,
        nextCursor: null,
      }),
      api.answer('PATCH /api/admin/submissions/:id/status', submission({ status: 'rejected' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<SubmissionsTab />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject Submission' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'Card already used');
    await user.click(confirm);
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Status Updated'));
    expect(await api.lastJsonBody('PATCH /api/admin/submissions/:id/status')).toEqual({
      status: 'rejected',
      reason: 'Card already used',
    });
  });

  it('says the queue is empty when nothing was submitted', async () => {
    api.mock(api.answer('GET /api/admin/submissions', { items: [], total: 0, nextCursor: null }));
    renderWithProviders(<SubmissionsTab />);
    expect(await screen.findByText('No gift card submissions have been made yet')).toBeTruthy();
  });
});

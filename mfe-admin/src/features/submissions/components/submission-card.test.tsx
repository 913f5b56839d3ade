import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submissionStatuses, submissionStatusInfo } from '@cardbridge/contracts';
import type { SubmissionStatus } from '@cardbridge/contracts';
import { anAdminSubmission, api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { SubmissionCard } from './submission-card';

const renderCard = (status: SubmissionStatus) => {
  const history = [
    {
      from: null,
      to: 'pending' as const,
      reason: null,
      by: 'seller:u1',
      at: '2026-11-24T10:00:00.000Z',
    },
    {
      from: 'pending' as const,
      to: status,
      reason: null,
      by: 'admin:ops',
      at: '2026-11-25T09:30:00.000Z',
    },
  ];
  renderWithProviders(
    <SubmissionCard submission={anAdminSubmission({ status, statusHistory: history })} />,
  );
  return screen.getByRole('group', { name: 'Status actions' });
};

describe('the admin submission card (docs/product.md#statuses)', () => {
  it.each(submissionStatuses)(
    'offers exactly the moves the status table allows from %s',
    (status) => {
      const actions = renderCard(status);
      const buttons = within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(buttons).toEqual(submissionStatusInfo[status].next.map((move) => move.action));
      expect(
        screen.getByTestId('admin-submission').querySelector('[data-slot="badge"]')?.textContent,
      ).toBe(submissionStatusInfo[status].label);
      // A final status shows when it was set, beside its revert.
      expect(within(actions).queryByText(/^Last status update: Nov 25, 2026/) !== null).toBe(
        submissionStatusInfo[status].final,
      );
    },
  );

  it('moves without a reason where none is needed', async () => {
    api.mock(
      api.answer(
        'PATCH /api/admin/submissions/:id/status',
        anAdminSubmission({ status: 'completed' }),
      ),
    );
    const user = userEvent.setup();
    const actions = renderCard('processing');
    await user.click(within(actions).getByRole('button', { name: 'Mark Complete' }));
    expect(await api.lastJsonBody('PATCH /api/admin/submissions/:id/status')).toEqual({
      status: 'completed',
    });
  });

  it('asks the reason for a failure in the Mark as Failed dialog', async () => {
    api.mock(
      api.answer(
        'PATCH /api/admin/submissions/:id/status',
        anAdminSubmission({ status: 'failed' }),
      ),
    );
    const user = userEvent.setup();
    const actions = renderCard('processing');
    await user.click(within(actions).getByRole('button', { name: 'Mark Failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Failed' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Balance was $0');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Failed' }));
    expect(await api.lastJsonBody('PATCH /api/admin/submissions/:id/status')).toEqual({
      status: 'failed',
      reason: 'Balance was $0',
    });
  });
});

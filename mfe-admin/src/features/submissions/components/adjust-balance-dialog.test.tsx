import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anAdminSubmission, api, renderWithProviders } from '@cardbridge/web-kit/testing';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { ReasonDialog } from './reason-dialog';

describe('Adjust Balance (docs/product.md#balance-adjustments)', () => {
  it('sends the balance found and the reason, confirm disabled until both are given', async () => {
    api.mock(
      api.answer(
        'POST /api/admin/submissions/:id/adjust',
        anAdminSubmission({ status: 'awaiting_seller' }),
      ),
    );
    const onAdjusted = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <AdjustBalanceDialog submission={anAdminSubmission()} onAdjusted={onAdjusted} />,
    );
    await user.click(screen.getByRole('button', { name: 'Adjust Balance' }));
    const dialog = screen.getByRole('dialog');
    const confirm = () =>
      screen.getAllByRole('button', { name: 'Adjust Balance' }).at(-1) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Balance found ($)'), '80');
    expect(confirm().disabled).toBe(true);
    await user.type(screen.getByLabelText('Reason'), 'Checker shows $80');
    await user.click(confirm());
    await waitFor(() => expect(onAdjusted).toHaveBeenCalled());
    expect(await api.lastJsonBody('POST /api/admin/submissions/:id/adjust')).toEqual({
      amount: '80',
      reason: 'Checker shows $80',
    });
    expect(dialog.isConnected).toBe(false);
  });

  it('is not offered once a submission is decided', () => {
    renderWithProviders(
      <AdjustBalanceDialog
        submission={anAdminSubmission({ status: 'completed' })}
        onAdjusted={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Adjust Balance' })).toBeNull();
  });
});

describe('the reason dialog with a code (docs/product.md#reason-codes)', () => {
  it('confirms with a code alone, but "other" needs the text', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ReasonDialog
        trigger={<button>Reject</button>}
        open
        onOpenChange={() => {}}
        action="Reject Submission"
        pendingLabel="Rejecting..."
        pending={false}
        onConfirm={onConfirm}
      />,
    );
    const confirm = () =>
      screen.getByRole('button', { name: 'Reject Submission' }) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Code'), 'Other');
    expect(confirm().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Code'), 'Photo unreadable');
    expect(confirm().disabled).toBe(false);
    await user.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith('', 'photo_unreadable');
  });
});

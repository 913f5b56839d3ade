import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

function renderDialog(onSubmit = vi.fn()) {
  const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={outerSubmit}>
      <FormDialog
        open
        onOpenChange={() => undefined}
        title="Add Payment Method"
        description="Where should we send your payout?"
        submitLabel="Add"
        pendingLabel="Adding..."
        pending={false}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <input aria-label="Account Information" />
      </FormDialog>
    </form>,
  );
  return { onSubmit, outerSubmit };
}

describe('FormDialog', () => {
  it('names the dialog by its title and description and offers Cancel and the submit', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add Payment Method' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Where should we send your payout?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' }).getAttribute('type')).toBe('submit');
  });

  it('opened from inside another form, submits only its own form', () => {
    const { onSubmit, outerSubmit } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast, useToastStore } from '@cardbridge/web-kit';
import { Toaster } from './toaster';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(cleanup);

describe('Toaster', () => {
  it('shows the toast a page raised, one at a time', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Status Updated' });
      toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard.' });
    });
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(screen.getByText('Welcome to the admin dashboard.')).toBeTruthy();
    expect(screen.queryByText('Status Updated')).toBeNull();
  });

  it('offers the F8 hotkey on its viewport', () => {
    render(<Toaster />);
    expect(screen.getByRole('region').getAttribute('aria-label')).toContain('F8');
  });
});

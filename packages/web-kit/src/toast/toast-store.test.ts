import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

const visible = () => useToastStore.getState().toasts;

describe('toast store (docs/product.md#business-constants)', () => {
  it('shows only the newest toast', () => {
    toast({ title: 'First' });
    toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard.' });
    expect(visible().map((t) => t.title)).toEqual(['Login Successful']);
  });

  it('defaults to the default variant and 5000 ms on screen', () => {
    toast({ title: 'Status Updated' });
    expect(visible()[0]).toMatchObject({ variant: 'default', duration: 5000, open: true });
    toast({ title: 'Error', description: 'Invalid credentials', variant: 'destructive' });
    expect(visible()[0]).toMatchObject({
      variant: 'destructive',
      description: 'Invalid credentials',
    });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { dismiss } = toast({ title: 'Logged Out' });
    dismiss();
    expect(visible()[0]).toMatchObject({ title: 'Logged Out', open: false });
    vi.advanceTimersByTime(999_999);
    expect(visible()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible()).toHaveLength(0);
  });
});

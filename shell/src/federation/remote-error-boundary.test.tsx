import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteErrorBoundary } from './remote-error-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Crashing(): never {
  throw new Error('remote page crashed');
}

describe('RemoteErrorBoundary', () => {
  it('replaces a crashing remote page with the fallback, whose Retry asks for a new attempt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRetry = vi.fn();
    render(
      <div>
        <p>shell header</p>
        <RemoteErrorBoundary remote="seller" onRetry={onRetry}>
          <Crashing />
        </RemoteErrorBoundary>
      </div>,
    );
    expect(screen.getByText('shell header')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

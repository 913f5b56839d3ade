import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticPage } from './static-page';

afterEach(cleanup);

describe('StaticPage', () => {
  it('opens at the top with a Back to Home link made from the app link', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <StaticPage homeLink={<a href="/" />} className="max-w-3xl">
        <h1>Help Center</h1>
      </StaticPage>,
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Help Center' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});

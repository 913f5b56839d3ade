import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useThemeStore } from '../theme/theme-store';
import { AdminLayout } from './admin-layout';

afterEach(cleanup);

const renderAdmin = () =>
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route index element={<p>Admin page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('AdminLayout', () => {
  it('makes the whole document dark while open (dialogs in portals too), then restores the theme', () => {
    useThemeStore.getState().setTheme('light');
    const view = renderAdmin();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    view.unmount();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('leaves a dark theme dark on the way out', () => {
    useThemeStore.getState().setTheme('dark');
    renderAdmin().unmount();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('restores a light theme even when two admin layouts overlapped', () => {
    useThemeStore.getState().setTheme('light');
    const first = renderAdmin();
    const second = renderAdmin();
    first.unmount();
    second.unmount();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  document.documentElement.className = '';
});

const loadStore = async () => (await import('./theme-store')).useThemeStore;

describe('theme', () => {
  it('starts light by default', async () => {
    const store = await loadStore();
    expect(store.getState().theme).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('toggles the dark class on the root element and saves the choice under "theme"', async () => {
    const store = await loadStore();
    store.getState().toggle();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    store.getState().toggle();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('restores a saved dark theme on the next visit', async () => {
    localStorage.setItem('theme', 'dark');
    const store = await loadStore();
    expect(store.getState().theme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});

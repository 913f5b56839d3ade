import { create } from 'zustand';

export type Theme = 'light' | 'dark';

/** localStorage key (docs/product.md#states-and-transitions); the HTML page's inline script reads it too, before first paint. */
export const THEME_STORAGE_KEY = 'theme';

function readSavedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggle(): void;
}

/** Light by default; the choice persists across reloads and drives the root `dark` class. */
export const useThemeStore = create<ThemeState>()((set, get) => {
  const initial = readSavedTheme();
  applyTheme(initial);
  return {
    theme: initial,
    setTheme(theme) {
      try {
        localStorage.setItem(THEME_STORAGE_KEY, theme);
      } catch {
        // Private mode without storage: the theme still applies for this visit.
      }
      applyTheme(theme);
      set({ theme });
    },
    toggle() {
      get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
    },
  };
});

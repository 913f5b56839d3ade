import { useState } from 'react';
import { loadViewMode, saveViewMode, type ViewMode } from '../lib/layout-storage';

/** Tabbed or customizable, remembered in browser storage; a `?tab=` link always opens the tabs. */
export function useViewMode(tabRequested: boolean) {
  const [stored, setStored] = useState<ViewMode>(loadViewMode);
  const mode: ViewMode = tabRequested ? 'tabbed' : stored;
  const setMode = (next: ViewMode) => {
    saveViewMode(next);
    setStored(next);
  };
  return [mode, setMode] as const;
}

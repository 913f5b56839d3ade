import { defaultLayout, parseLayout, type DashboardLayout } from './dashboard-layout';

/** The browser storage keys of the dashboard (docs/product.md#customizable-dashboard). */
export const layoutStorageKey = 'dashboard-layout';
export const viewModeStorageKey = 'dashboard-view';

export type ViewMode = 'tabbed' | 'customizable';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, a policy): the defaults apply
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the layout still applies for this visit
  }
}

/** The stored layout, or the default one when there is none or it cannot be read as a layout. */
export function loadLayout(): DashboardLayout {
  const stored = read(layoutStorageKey);
  if (stored === null) return defaultLayout();
  try {
    return parseLayout(JSON.parse(stored));
  } catch {
    return defaultLayout();
  }
}

export function saveLayout(layout: DashboardLayout): void {
  write(layoutStorageKey, JSON.stringify(layout));
}

export function loadViewMode(): ViewMode {
  return read(viewModeStorageKey) === 'customizable' ? 'customizable' : 'tabbed';
}

export function saveViewMode(mode: ViewMode): void {
  write(viewModeStorageKey, mode);
}

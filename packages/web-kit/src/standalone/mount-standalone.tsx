import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a remote's own development page into `#root` (the shell never loads that page). */
export function mountStandalone(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}

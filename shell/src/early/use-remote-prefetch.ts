import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SHELL_PAGES } from './remote-path';

/**
 * Prefetches a remote's page when the pointer rests on (or the keyboard focuses) a link to it:
 * the landing page's 'Sell Your Gift Cards Now' warms the seller remote before the click. The
 * federation code itself loads only then, never on a page without such a link being approached.
 */
export function useRemotePrefetch(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const started = new Set<string>();
    const onApproach = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const path = link.pathname.replace(/\/+$/, '') || '/';
      if (path === '/' || SHELL_PAGES.includes(path) || started.has(path)) return;
      started.add(path);
      void import(/* webpackChunkName: "federation" */ '../federation/prefetch-remote')
        .then((m) => m.prefetchRemotePath(queryClient, path))
        // A head start only: the click loads (and reports) for itself.
        .catch(() => started.delete(path));
    };
    document.addEventListener('pointerover', onApproach);
    document.addEventListener('focusin', onApproach);
    return () => {
      document.removeEventListener('pointerover', onApproach);
      document.removeEventListener('focusin', onApproach);
    };
  }, [enabled, queryClient]);
}

import { useEffect } from 'react';

/** Static pages open at their top (docs/product.md#screens), even when reached from a scrolled page. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}

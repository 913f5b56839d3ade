import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@cardbridge/ui';

/** Whether a click on `link` leaves this page for another one of the site. */
function leavesPage(link: HTMLAnchorElement): URL | undefined {
  if (link.target === '_blank' || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const here = window.location;
  return url.pathname === here.pathname && url.search === here.search ? undefined : url;
}

/**
 * While `active` (the sell flow holds entries not submitted yet), leaving asks first
 * (docs/product.md#screens): a link to another page opens a confirm dialog, Stay keeps
 * everything, Leave goes on; closing or reloading the tab gets the browser's own prompt.
 * Returns the dialog to render.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string>();

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capturing on window runs before the router's own click handling (React listens on its root).
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = leavesPage(link);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [active]);

  return (
    <ConfirmDialog
      open={leavingTo !== undefined}
      onOpenChange={(open) => {
        if (!open) setLeavingTo(undefined);
      }}
      title="Leave without submitting?"
      description="Your card details, photos and payout choice are not submitted yet. If you leave this page, they are lost."
      cancelLabel="Stay"
      confirmLabel="Leave"
      destructive
      onConfirm={() => {
        const to = leavingTo;
        setLeavingTo(undefined);
        if (to) void navigate(to);
      }}
    />
  );
}

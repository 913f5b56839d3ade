import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@cardbridge/ui';
import { useToastStore } from '@cardbridge/web-kit';

/** docs/product.md#business-constants: swipe right past 50 px to dismiss; F8 focuses the viewport. */
const SWIPE_THRESHOLD_PX = 50;

/**
 * The one toast viewport: renders the web kit's toast store with the kit's Radix toast parts.
 * Remotes call `toast()` from the shared web kit; they never render toasts themselves.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <ToastProvider swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          open={t.open}
          duration={t.duration}
          variant={t.variant}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{t.title}</ToastTitle>
            {t.description && <ToastDescription>{t.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}

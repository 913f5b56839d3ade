import { create } from 'zustand';

/** docs/product.md#business-constants: one toast at a time, 5 s on screen, dismissed toasts purged after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> {
  id: string;
  description?: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  add(input: ToastInput): string;
  dismiss(id?: string): void;
  remove(id: string): void;
}

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** The toast queue the shell's Toaster renders; remotes share it through the web-kit singleton. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  add(input) {
    counter += 1;
    const id = String(counter);
    const item: ToastItem = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
      open: true,
    };
    set((state) => ({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss(id) {
    const targets = get().toasts.filter((t) => id === undefined || t.id === id);
    for (const toast of targets) {
      if (removalTimers.has(toast.id)) continue;
      removalTimers.set(
        toast.id,
        setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY_MS),
      );
    }
    set((state) => ({
      toasts: state.toasts.map((t) =>
        id === undefined || t.id === id ? { ...t, open: false } : t,
      ),
    }));
  },
  remove(id) {
    const timer = removalTimers.get(id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a toast: `toast({ title: 'Error', description: message, variant: 'destructive' })`. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = useToastStore.getState().add(input);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}

/**
 * Runs an action (a send, a save) and says so when it fails: true when it succeeded, false after
 * showing `failure`. For the places where the error's own message adds nothing for the user.
 */
export async function succeededOrToast(
  action: () => Promise<unknown>,
  failure: ToastInput,
): Promise<boolean> {
  try {
    await action();
    return true;
  } catch {
    toast({ variant: 'destructive', ...failure });
    return false;
  }
}

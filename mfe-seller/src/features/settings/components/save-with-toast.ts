import { errorMessageFor, toast } from '@cardbridge/web-kit';

interface SaveMessages<T> {
  /** Shown as 'Success' with this text, e.g. 'Profile updated successfully' (or made from the answer). */
  success: string | ((saved: T) => string);
  /** Shown as 'Error' when the server gives no reason, e.g. 'Failed to update profile'. */
  failure: string;
}

/**
 * Runs one settings save and tells the user how it went with the toasts of docs/product.md#errors;
 * `onSaved` runs only after a success, so a failed save keeps the dialog and its input open.
 */
export async function saveWithToast<T>(
  save: () => Promise<T>,
  messages: SaveMessages<T>,
  onSaved: () => void,
): Promise<void> {
  let saved: T;
  try {
    saved = await save();
  } catch (error) {
    toast({
      title: 'Error',
      description: errorMessageFor(error, messages.failure),
      variant: 'destructive',
    });
    return;
  }
  const success =
    typeof messages.success === 'function' ? messages.success(saved) : messages.success;
  toast({ title: 'Success', description: success });
  onSaved();
}

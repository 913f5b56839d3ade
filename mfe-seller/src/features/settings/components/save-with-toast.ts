import { errorMessageFor, toast } from '@cardbridge/web-kit';

interface SaveMessages {
  /** Shown as 'Success' with this text, e.g. 'Profile updated successfully'. */
  success: string;
  /** Shown as 'Error' when the server gives no reason, e.g. 'Failed to update profile'. */
  failure: string;
}

/**
 * Runs one settings save and tells the user how it went with the toasts of docs/product.md#errors;
 * `onSaved` runs only after a success, so a failed save keeps the dialog and its input open.
 */
export async function saveWithToast(
  save: () => Promise<unknown>,
  messages: SaveMessages,
  onSaved: () => void,
): Promise<void> {
  try {
    await save();
  } catch (error) {
    toast({
      title: 'Error',
      description: errorMessageFor(error, messages.failure),
      variant: 'destructive',
    });
    return;
  }
  toast({ title: 'Success', description: messages.success });
  onSaved();
}

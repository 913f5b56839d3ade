import { errorMessageFor, toast } from '@cardbridge/web-kit';

/** The dashboard's toasts: 'Success' with what happened, or 'Error' with the server's reason. */
export function notifySuccess(description: string) {
  toast({ title: 'Success', description });
}

export function notifyFailure(error: unknown, fallback: string) {
  toast({ title: 'Error', description: errorMessageFor(error, fallback), variant: 'destructive' });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitGiftCardResponse } from '@cardbridge/contracts';
import { ApiError } from '@cardbridge/web-kit';
import { mySubmissionsQueryKey } from '../../../lib/api/get-my-submissions';

export interface SubmitGiftCardInput {
  form: FormData;
  /** Share of the upload sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/submit-gift-card as multipart. XMLHttpRequest rather than fetch: only it reports
 * upload progress, which a seller sending ten photos needs to see. Errors follow the web kit's
 * ApiError format (spec section 8).
 */
export function submitGiftCard({
  form,
  onProgress,
}: SubmitGiftCardInput): Promise<SubmitGiftCardResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/submit-gift-card');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as SubmitGiftCardResponse);
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new Error('Failed to submit gift card'));
    xhr.send(form);
  });
}

/** Submits a card; on success the seller's list is refreshed. */
export function useSubmitGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGiftCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitGiftCardResponseSchema, type SubmitGiftCardResponse } from '@cardbridge/contracts';
import { apiUpload, readAnswer } from '@cardbridge/web-kit';
import { mySubmissionsQueryKey } from '../../../lib/api/get-my-submissions';

export interface SubmitGiftCardInput {
  form: FormData;
  /** Share of the upload sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** POST /api/submit-gift-card as multipart, reporting upload progress (ten photos take a while). */
export async function submitGiftCard({
  form,
  onProgress,
}: SubmitGiftCardInput): Promise<SubmitGiftCardResponse> {
  const response = await apiUpload('/api/submit-gift-card', form, { onProgress });
  return readAnswer(response, submitGiftCardResponseSchema, 'POST /api/submit-gift-card');
}

/** Submits a card; on success the seller's list is refreshed. */
export function useSubmitGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitGiftCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey }),
  });
}

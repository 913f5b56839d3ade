import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  publicBrandSchema,
  rateConfirmationSchema,
  type PublicBrand,
  type RateChangeRequest,
  type RateConfirmation,
} from '@cardbridge/contracts';
import { ApiError, brandsQueryKey, requestJson } from '@cardbridge/web-kit';
import { rateHistoryQueryKey } from './get-rate-history';

/** PATCH /api/admin/brands/{slug}: a new rate (with `confirm` for a change over the limit). */
export function changeBrandRate(slug: string, change: RateChangeRequest): Promise<PublicBrand> {
  return requestJson(
    'PATCH',
    `/api/admin/brands/${encodeURIComponent(slug)}`,
    publicBrandSchema,
    change,
  );
}

/** The 409 of a large change made without confirmation: what the confirm dialog asks. */
export function confirmationAsked(error: unknown): RateConfirmation | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    const parsed = rateConfirmationSchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function useChangeBrandRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, change }: { slug: string; change: RateChangeRequest }) =>
      changeBrandRate(slug, change),
    onSuccess: (_brand, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: brandsQueryKey }),
        queryClient.invalidateQueries({ queryKey: rateHistoryQueryKey(slug) }),
      ]),
  });
}

import { z } from 'zod';
import { submissionStatuses } from './submission-status';
import type { SubmissionStatus } from './submission-status';

/*
 * The review console's shapes (issue 21 §3–4, docs/product.md#admin-review): claims, the queue's
 * facets and the fraud signals an admin item carries.
 */

/** What made a submission worth a second look; a signal informs, it never rejects. */
export const submissionSignalTypes = ['duplicate_card', 'velocity', 'linked_accounts'] as const;

export type SubmissionSignalType = (typeof submissionSignalTypes)[number];

/** One signal: its type and the reason in words ("Also submitted by ana on Nov 24 (Completed)"). */
export interface SubmissionSignal {
  type: SubmissionSignalType;
  detail: string;
}

export const submissionSignalSchema = z.object({
  type: z.enum(submissionSignalTypes),
  detail: z.string(),
}) satisfies z.ZodType<SubmissionSignal>;

/** How each signal type is named wherever it is shown. */
export const submissionSignalLabel: Readonly<Record<SubmissionSignalType, string>> = {
  duplicate_card: 'Duplicate card',
  velocity: 'Seller velocity',
  linked_accounts: 'Linked accounts',
};

/** POST /api/admin/submissions/{id}/claim: who holds the lease and until when. */
export interface SubmissionClaim {
  claimedBy: string;
  claimedUntil: string;
}

export const submissionClaimSchema = z.object({
  claimedBy: z.string(),
  claimedUntil: z.string(),
}) satisfies z.ZodType<SubmissionClaim>;

/** GET /api/admin/submissions/facets: over the whole queue, not one page of it. */
export interface AdminSubmissionFacets {
  /** Every brand present in the queue, by name. */
  brands: string[];
  /** How many submissions are in each status (a status with none may be left out). */
  statuses: Partial<Record<SubmissionStatus, number>>;
}

export const adminSubmissionFacetsSchema = z.object({
  brands: z.array(z.string()),
  statuses: z.partialRecord(z.enum(submissionStatuses), z.number()),
}) satisfies z.ZodType<AdminSubmissionFacets>;

/**
 * The queue's orders: `newest` first (submitted most recently), or `target`: the least time left
 * to the brand's review target first.
 */
export const adminSubmissionOrders = ['newest', 'target'] as const;

export type AdminSubmissionOrder = (typeof adminSubmissionOrders)[number];

/** A claim is a lease: it lapses this long after it was taken or last renewed. */
export const claimLeaseMinutes = 15;

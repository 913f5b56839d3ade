import { brands, parseDollars } from '@cardbridge/catalogue';
import type { AdminSubmissionsPage, AdminSubmissionsQuery } from '@cardbridge/contracts';
import { isObjectId, newestFirstSlice } from '@cardbridge/service-kit';
import type { BlindIndex } from '../card-secrets/blind-index';
import type { CardCipher } from '../card-secrets/card-cipher';
import type { SubmissionModel, SubmissionRecord } from '../submissions/submission.model';
import { toAdminItems } from './admin-items';
import { adminViewFields } from './admin-submission.view';

export interface ListAdminSubmissionsDeps {
  submissions: SubmissionModel;
  cipher: CardCipher;
  blindIndex: BlindIndex;
}

/** A catalogue brand named like `q` in any case (brands are stored by their catalogue name). */
const brandNamed = (q: string) => brands.find((b) => b.name.toLowerCase() === q.toLowerCase());

/**
 * What the search box may mean (docs/product.md#admin-review): an id, a brand, a card number or
 * its last four digits (through the blind index, never by decrypting), a username, an email, or
 * an amount. Every clause is an equality on an indexed field, so the database answers from its
 * indexes instead of reading every submission.
 */
function searchClauses(q: string, blindIndex: BlindIndex): Record<string, unknown>[] {
  const clauses: Record<string, unknown>[] = [];
  if (isObjectId(q)) clauses.push({ _id: q.toLowerCase() });
  const brand = brandNamed(q);
  if (brand) clauses.push({ brand: brand.name });
  clauses.push(
    { 'seller.username': q },
    { 'seller.usernameKey': q.toLowerCase() },
    { 'seller.email': q.toLowerCase() },
  );
  for (const hash of blindIndex.searchTerms(q)) {
    clauses.push({ cardNumberHash: hash }, { cardLast4Hash: hash });
  }
  const cents = parseDollars(q.replace(/^\$/, '').replace(/,/g, ''));
  if (cents !== undefined) clauses.push({ denominationCents: cents }, { quoteCents: cents });
  return clauses;
}

export interface ListAdminSubmissionsInput extends AdminSubmissionsQuery {
  /** The admin's role holds `card.secrets` (admin-submission.view.ts). */
  secrets: boolean;
}

/**
 * The review queue, filtered and searched on the server, a page at a time: newest first, or by
 * time left to the review target (`sort=target`, the soonest due first; late ones lead). Each
 * item carries its claim, target and signals (docs/product.md#review-console).
 */
export async function listAdminSubmissions(
  { secrets, ...query }: ListAdminSubmissionsInput,
  { submissions, cipher, blindIndex }: ListAdminSubmissionsDeps,
): Promise<AdminSubmissionsPage> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.status = query.status;
  if (query.brand) filter.brand = query.brand;
  if (query.flagged) filter.flagged = true;
  if (query.q) filter.$or = searchClauses(query.q, blindIndex);

  const [by, direction] =
    query.sort === 'target' ? (['targetAt', 1] as const) : (['createdAt', -1] as const);
  // Read lean and only what the view shows: a page is thirty to fifty documents, and hydrating
  // or decoding fields nobody reads costs more than the query.
  const records = {
    find: (f: Record<string, unknown>) =>
      submissions.find(f, adminViewFields).lean<SubmissionRecord[]>(),
  };
  // The page's duplicate-card signals are read as soon as the page is, beside the count.
  const [page, total] = await Promise.all([
    newestFirstSlice(records, filter, query, (doc) => doc, by, direction).then(async (slice) => ({
      ...slice,
      items: await toAdminItems(slice.items, { secrets }, { submissions, cipher }),
    })),
    submissions.countDocuments(filter),
  ]);
  return { ...page, total };
}

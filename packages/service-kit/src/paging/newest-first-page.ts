import createError from 'http-errors';
import { isObjectId } from '../object-id';

/**
 * Keyset paging, newest first, for admin lists that grow to 100,000s of rows: the cursor is
 * `<createdAt ms>.<id>` of the last row shown and the next page starts strictly after it, so
 * rows written meanwhile never shift a page (unlike skip/limit). Needs an index on
 * `{ ...filter fields, createdAt: -1, _id: -1 }` to stay fast.
 */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** What the helper needs of a mongoose model (structural, so any model's typing fits). */
export interface PagedModel<TDoc> {
  find: (filter: Record<string, unknown>) => {
    sort: (order: Record<string, 1 | -1>) => { limit: (n: number) => PromiseLike<TDoc[]> };
  };
  countDocuments: (filter: Record<string, unknown>) => PromiseLike<number>;
}

export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.getTime()}.${id}`).toString('base64url');

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (!ms || !id || !/^\d+$/.test(ms) || !isObjectId(id)) {
    throw createError(400, 'Invalid cursor');
  }
  return { at: new Date(Number(ms)), id };
}

/** What a slice needs of a model: `find` only (no count). */
export type SlicedModel<TDoc> = Pick<PagedModel<TDoc>, 'find'>;

/**
 * One page of `model` rows matching `filter`, newest first by `by` (a date field; `createdAt`
 * unless the list is ordered by another, such as a conversation's last activity), without a
 * total: for lists that never show one. Needs an index on `{ ...filter, [by]: -1, _id: -1 }`.
 * `direction` 1 pages the other way, earliest `by` first (a queue ordered by its deadline).
 */
export async function newestFirstSlice<TDoc extends { _id: unknown }, TItem>(
  model: SlicedModel<TDoc>,
  filter: Record<string, unknown>,
  { limit, cursor }: PageRequest,
  toItem: (doc: TDoc) => TItem,
  by: string = 'createdAt',
  direction: 1 | -1 = -1,
): Promise<Omit<Page<TItem>, 'total'>> {
  const page: Record<string, unknown> = { ...filter };
  if (cursor) {
    const { at, id } = decodeCursor(cursor);
    const after = direction === 1 ? '$gt' : '$lt';
    page.$and = [{ $or: [{ [by]: { [after]: at } }, { [by]: at, _id: { [after]: id } }] }];
  }
  const docs = await model
    .find(page)
    .sort({ [by]: direction, _id: direction })
    .limit(limit + 1);
  const shown = docs.slice(0, limit);
  const last = shown[shown.length - 1] as (TDoc & Record<string, unknown>) | undefined;
  const lastAt = last?.[by];
  return {
    items: shown.map(toItem),
    nextCursor:
      docs.length > limit && last && lastAt instanceof Date
        ? encodeCursor(lastAt, String(last._id))
        : null,
  };
}

/** One page of `model` rows matching `filter`, newest first, with the filter's total. */
export async function newestFirstPage<TDoc extends { _id: unknown }, TItem>(
  model: PagedModel<TDoc>,
  filter: Record<string, unknown>,
  request: PageRequest,
  toItem: (doc: TDoc) => TItem,
  by: string = 'createdAt',
  direction: 1 | -1 = -1,
): Promise<Page<TItem>> {
  const [slice, total] = await Promise.all([
    newestFirstSlice(model, filter, request, toItem, by, direction),
    model.countDocuments(filter),
  ]);
  return { ...slice, total };
}

import { randomUUID } from 'node:crypto';
import createError from 'http-errors';
import type { Connection, mongo } from 'mongoose';
import { z } from 'zod';
import { isDuplicateKeyError } from '../duplicate-key';
import type { InternalClient } from '../internal-client/internal-client';
import type { Outbox } from '../outbox/outbox';
import type { OutboxMessage } from '../outbox/outbox-message';
import { createHistogramCache } from './histogram-cache';
import type { NamedPercentiles } from './duration-histogram';

/** One counter of one UTC day moved by `by`: `{ day: '2026-11-21', field: 'created.pending', by: 1 }`. */
export interface DayChange {
  day: string;
  field: string;
  by: number;
}

/**
 * A stored day: its counters as nested fields, and the tally messages applied to it. `epoch`
 * names this incarnation of the document (new on each rebuild or first tally) and `versions`
 * counts the tallies applied to each top-level section since: together they tell a reader whether
 * a section it kept from an earlier read is still the same.
 */
export interface DayDocument {
  _id: string;
  tallied?: string[];
  epoch?: string;
  versions?: Record<string, number>;
  [field: string]: unknown;
}

/** The UTC day of a moment, as the day documents are keyed: `2026-11-21`. */
export const dayKey = (at: Date): string => at.toISOString().slice(0, 10);

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
// Letters first, then escaped names (fieldKey) and bins: never an operator, never empty.
const fieldPattern = /^[A-Za-z]\w*(\.[^.$][^.]*)*$/;

export const dayChangesSchema = z.array(
  z.object({
    day: z.string().regex(dayPattern),
    field: z.string().regex(fieldPattern),
    by: z.number().finite(),
  }),
);

const tallyMessageSchema = z.object({
  id: z.string().min(1),
  topic: z.string(),
  payload: z.object({ changes: dayChangesSchema }),
});

/** The document that says whether the days were built from the source (never a day key). */
const stateId = 'rebuild';
interface StateDocument {
  _id: typeof stateId;
  state: 'running' | 'built';
  at: Date;
}

export interface DayTotals {
  /** The collection's name; also the outbox receiver's `service` name. */
  readonly name: string;
  readonly db: Connection;
  /**
   * A tally message to store in the outbox by the same write as the change it counts (or in the
   * document created with it): the relay hands it to `receiver`, which applies it once.
   */
  message: (outbox: Outbox, changes: DayChange[]) => OutboxMessage;
  /** The outbox relay's client for these messages: applies them here, in this process. */
  receiver: InternalClient;
  /** Applies a tally to each day it names, once per message id and day (a redelivery changes nothing). */
  apply: (messageId: string, changes: DayChange[]) => Promise<void>;
  /** The day documents from `from` to `to` (day keys, both included), without their message ids. */
  read: (from: string, to: string, options?: { without?: string[] }) => Promise<DayDocument[]>;
  /**
   * Per name, the count and percentiles (in ms) of the durations in histogram `section`
   * (`decisionTimes`) over `days`, as `read` gave them without it (oldest first); the histograms
   * are kept between calls and read again only where they changed.
   */
  durationPercentiles: (
    days: DayDocument[],
    section: string,
    ps: readonly number[],
  ) => Promise<NamedPercentiles[]>;
  /** Whether the days were built from the source (false until the first rebuild ends). */
  isBuilt: () => Promise<boolean>;
  /** While true, tallies are refused (the outbox retries them after the rebuild). */
  markRebuilding: () => Promise<void>;
  /**
   * Replaces every day with `totals`, each remembering `tallied` (messages already counted in
   * them), and marks the days built.
   */
  replaceAll: (
    totals: Map<string, Record<string, number>>,
    tallied: Map<string, Set<string>>,
  ) => Promise<void>;
}

/** The path `created.pending` as `{ created: { pending: n } }` inside `doc`. */
function setPath(doc: Record<string, unknown>, path: string, value: number): void {
  const parts = path.split('.');
  let node = doc;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

/** The changes of one message, grouped as one `$inc` per day (zeros left out). */
function incByDay(changes: DayChange[]): Map<string, Record<string, number>> {
  const byDay = new Map<string, Record<string, number>>();
  for (const { day, field, by } of changes) {
    const inc = byDay.get(day) ?? {};
    inc[field] = (inc[field] ?? 0) + by;
    if (inc[field] === 0) delete inc[field];
    byDay.set(day, inc);
  }
  for (const [day, inc] of byDay) if (Object.keys(inc).length === 0) byDay.delete(day);
  return byDay;
}

/** What moves when a record goes from `before` to `after`: the second's changes less the first's. */
function changesBetween(before: DayChange[], after: DayChange[]): DayChange[] {
  const diff = [...after, ...before.map((change) => ({ ...change, by: -change.by }))];
  return [...incByDay(diff)].flatMap(([day, inc]) =>
    Object.entries(inc).map(([field, by]) => ({ day, field, by })),
  );
}

/**
 * A tally for the days kept in collection `totalsName`, as an outbox message (see `DayTotals`):
 * written by the use case that makes the change, in the same write.
 */
export function dayTallyMessage(
  outbox: Outbox,
  totalsName: string,
  changes: DayChange[],
): OutboxMessage {
  return outbox.message({
    route: {
      method: 'POST',
      path: `/local/${totalsName}/tallies`,
      service: totalsName,
      request: tallyMessageSchema,
    },
    topic: 'insights.tally',
    payload: { changes },
  });
}

/**
 * The tally of a record's change from `before` (undefined: a new record) to `after`, as the
 * messages to store by the same write: none when nothing it counts moved.
 */
export function recordTally<T>(
  outbox: Outbox,
  totalsName: string,
  contribution: (record: T) => DayChange[],
  before: T | undefined,
  after: T,
): OutboxMessage[] {
  const changes = changesBetween(before ? contribution(before) : [], contribution(after));
  return changes.length === 0 ? [] : [dayTallyMessage(outbox, totalsName, changes)];
}

/**
 * Totals per UTC day kept as things happen (docs/product.md#insights), so a dashboard reads a few
 * small documents instead of aggregating every record. A change and its tally are one
 * single-document write: the tally is an outbox message stored in the changed record, and the
 * relay hands it to `receiver`, which applies it to each day it names.
 *
 * The receiver runs in this process rather than behind an internal route: the tally is the
 * service's own business, so an HTTP hop to itself would add a URL to configure and a route to
 * guard and nothing to the guarantee, which comes from the outbox (at least once) and from each
 * day remembering the ids it applied (at most once): the `$inc` and the id's `$push` are one
 * conditional write on that day, so a redelivery, or a retry after a crash between two days,
 * finds the id and changes nothing. An inbox record beside the day could not be written in the
 * same atomic step. The ids stay until the next rebuild, about 40 bytes each: a day of 100,000
 * changes keeps its document far below MongoDB's 16 MB, and readers never load them.
 */
export function createDayTotals({ db, name }: { db: Connection; name: string }): DayTotals {
  const days = () => db.collection<DayDocument>(name);
  const state = () => db.collection<StateDocument>(name);

  async function incOnce(day: string, messageId: string, inc: Record<string, number>) {
    const filter = { _id: day, tallied: { $ne: messageId } };
    const sections = new Set(Object.keys(inc).map((field) => field.split('.')[0]!));
    const versions = Object.fromEntries([...sections].map((section) => [`versions.${section}`, 1]));
    // The counters' paths are the tallies' own: the driver's types cannot know them.
    const update = {
      $inc: { ...inc, ...versions },
      $push: { tallied: messageId },
      $setOnInsert: { epoch: randomUUID() },
    } as unknown as mongo.UpdateFilter<DayDocument>;
    try {
      await days().updateOne(filter, update, { upsert: true });
    } catch (error) {
      // The day exists (created meanwhile, or it already holds this id): update it, or find
      // the id there and leave it as it is.
      if (!isDuplicateKeyError(error)) throw error;
      await days().updateOne(filter, update);
    }
  }

  const isBuilt = async () => (await state().findOne({ _id: stateId }))?.state === 'built';

  async function apply(messageId: string, changes: DayChange[]) {
    // Counted now, a tally could be counted again by a rebuild that read its record after the
    // change: during a rebuild the outbox keeps it (and the rebuild marks it counted).
    if (!(await isBuilt())) throw createError(503, `${name} are being rebuilt`);
    for (const [day, inc] of incByDay(changes)) await incOnce(day, messageId, inc);
  }

  const refuse = () => Promise.reject(new Error(`${name} receives tallies only`));
  const receiver = {
    service: name,
    get: refuse,
    find: refuse,
    post: async (_route: unknown, body: unknown) => {
      const message = tallyMessageSchema.parse(body);
      await apply(message.id, message.payload.changes);
      return { applied: message.id };
    },
  } as unknown as InternalClient;

  return {
    name,
    db,
    receiver,
    apply,
    isBuilt,
    message: (outbox, changes) => dayTallyMessage(outbox, name, changes),
    read: (from, to, { without = [] } = {}) =>
      days()
        .find(
          { _id: { $gte: from, $lte: to } },
          { projection: Object.fromEntries(['tallied', ...without].map((f) => [f, 0])) },
        )
        // Oldest first: the last is the period's latest day, the only one durations still land
        // on, which the histogram cache adds to its sum of the others.
        .sort({ _id: 1 })
        .toArray(),
    durationPercentiles: createHistogramCache((ids, section) =>
      days()
        .find({ _id: { $in: ids } }, { projection: { [section]: 1, epoch: 1, versions: 1 } })
        .toArray(),
    ),
    markRebuilding: async () => {
      await state().updateOne(
        { _id: stateId },
        { $set: { state: 'running', at: new Date() } },
        { upsert: true },
      );
    },
    replaceAll: async (totals, tallied) => {
      // A day may hold only messages counted already (their changes summed to nothing).
      const keys = [...new Set([...totals.keys(), ...tallied.keys()])];
      const epoch = randomUUID();
      const ops = keys.map((day) => {
        const doc: Record<string, unknown> = {};
        for (const [path, value] of Object.entries(totals.get(day) ?? {})) {
          if (value !== 0) setPath(doc, path, value);
        }
        return {
          replaceOne: {
            filter: { _id: day },
            replacement: { ...doc, epoch, tallied: [...(tallied.get(day) ?? [])] },
            upsert: true,
          },
        };
      });
      if (ops.length > 0) await days().bulkWrite(ops, { ordered: false });
      await days().deleteMany({ _id: { $nin: [...keys, stateId] } });
      await state().updateOne(
        { _id: stateId },
        { $set: { state: 'built', at: new Date() } },
        { upsert: true },
      );
    },
  };
}

import { describe, expect, it } from 'vitest';
import { createOutbox } from '../outbox/outbox';
import type { OutboxMessage } from '../outbox/outbox-message';
import { useTestDatabase } from '../testing/use-test-database';
import { createDayTotals, recordTally } from './day-totals';
import type { DayChange } from './day-totals';
import {
  durationBin,
  fieldKey,
  fromFieldKey,
  histogramPercentiles,
  percentilesOf,
  sortedBins,
} from './duration-histogram';
import { rebuildDayTotals } from './rebuild-day-totals';

const database = useTestDatabase('day_totals');

/** A record as a service counts it: one per day it was made, by its colour now. */
interface Item {
  colour: string;
  day: string;
  outbox?: OutboxMessage[];
}
const contribution = (item: Item): DayChange[] => [
  { day: item.day, field: `made.${item.colour}`, by: 1 },
];

const setUp = async (name: string) => {
  const db = database();
  const totals = createDayTotals({ db, name });
  const items = db.collection<Item>(`${name}_items`);
  const outbox = createOutbox({ db, name: `${name}_items` });
  const source = { records: () => items.find({}), contribution };
  // Built once over nothing, as a new deployment's first start does.
  await rebuildDayTotals(totals, source);
  const made = async () => (await totals.read('2026-01-01', '2026-12-31'))[0]?.made;
  return { totals, items, outbox, source, made };
};

describe('daily totals', () => {
  it('apply a tally once per day, also when a retry follows a crash between two days', async () => {
    const { totals } = await setUp('retry');
    const changes = [
      { day: '2026-03-01', field: 'made.red', by: 1 },
      { day: '2026-03-02', field: 'made.red', by: 1 },
    ];
    // The first attempt reached the first day only.
    await totals.apply('m1', changes.slice(0, 1));
    await totals.apply('m1', changes);
    await totals.apply('m1', changes);
    const days = await totals.read('2026-03-01', '2026-03-02');
    expect(days.map((day) => [day._id, day.made])).toEqual([
      ['2026-03-01', { red: 1 }],
      ['2026-03-02', { red: 1 }],
    ]);
  });

  it('read the days oldest first, whatever order they were first written in', async () => {
    const { totals } = await setUp('order');
    for (const [id, day] of [
      ['o1', '2026-04-03'],
      ['o2', '2026-04-01'],
      ['o3', '2026-04-02'],
    ] as const) {
      await totals.apply(id, [{ day, field: 'made.blue', by: 1 }]);
    }
    const days = await totals.read('2026-04-01', '2026-04-03');
    expect(days.map((day) => day._id)).toEqual(['2026-04-01', '2026-04-02', '2026-04-03']);
  });

  it('rebuilt, count the records as they stand and skip the tallies not delivered yet', async () => {
    const { totals, items, outbox, source, made } = await setUp('rebuild');
    const blue = { colour: 'blue', day: '2026-04-01' };
    const red = { colour: 'red', day: '2026-04-01' };
    // Made blue and already counted; then turned red, its tally still in its outbox.
    const created = recordTally(outbox, totals.name, contribution, undefined, blue);
    await totals.apply(created[0]!.id, created[0]!.payload.changes as DayChange[]);
    const moved = recordTally(outbox, totals.name, contribution, blue, red);
    await items.insertOne({ ...red, outbox: moved });
    expect(await made()).toEqual({ blue: 1 });

    await rebuildDayTotals(totals, source);
    expect(await made()).toEqual({ red: 1 });
    // The relay delivers the tally at last: the rebuild counted it already.
    await totals.receiver.post(
      { method: 'POST', path: moved[0]!.path, response: undefined as never },
      { id: moved[0]!.id, topic: moved[0]!.topic, payload: moved[0]!.payload },
    );
    expect(await made()).toEqual({ red: 1 });
  });

  it('sum a histogram section over days, read again where a day changed since', async () => {
    const { totals, items, source } = await setUp('merged');
    const tally = (id: string, day: string, bin: string) =>
      totals.apply(id, [{ day, field: `times.Amazon.${bin}`, by: 1 }]);
    await tally('t1', '2026-06-01', 's60');
    await tally('t2', '2026-06-02', 's120');
    const merged = async () =>
      totals.durationPercentiles(
        await totals.read('2026-06-01', '2026-06-02', { without: ['times'] }),
        'times',
        [0.5, 1],
      );
    expect(await merged()).toEqual([{ name: 'Amazon', count: 2, ms: [60_000, 120_000] }]);
    // A late tally on the earlier day, then a rebuild (nothing stored: no times at all).
    await tally('t3', '2026-06-01', 's60');
    expect(await merged()).toEqual([{ name: 'Amazon', count: 3, ms: [60_000, 120_000] }]);
    await items.deleteMany({});
    await rebuildDayTotals(totals, source);
    expect(await merged()).toEqual([]);
  });

  it('refuse tallies while a rebuild runs, so the outbox delivers them after it', async () => {
    const { totals } = await setUp('refuse');
    await totals.markRebuilding();
    await expect(
      totals.apply('m2', [{ day: '2026-05-01', field: 'made.red', by: 1 }]),
    ).rejects.toMatchObject({ status: 503 });
    expect(await totals.read('2026-05-01', '2026-05-01')).toEqual([]);
  });
});

describe('duration histograms', () => {
  it('keep round durations exact and read percentiles by nearest rank', () => {
    const minutes = [5, 15, 60, 60, 1440];
    const histogram: Record<string, number> = {};
    for (const m of minutes) {
      const bin = durationBin(m * 60_000);
      histogram[bin] = (histogram[bin] ?? 0) + 1;
    }
    expect(histogramPercentiles(histogram, [0.5, 0.9, 1])).toEqual({
      count: 5,
      ms: [60, 1440, 1440].map((m) => m * 60_000),
    });
    // 3 significant digits of tenths of a minute: 123.45 minutes is kept as 123 minutes.
    expect(durationBin(123.45 * 60_000)).toBe('s7380');
    expect(durationBin(3.21 * 60_000)).toBe('s192');
  });

  it('read percentiles over several histograms walked together as over their sum', () => {
    const earlier = sortedBins({ s60: 2, s120: 1, s30: 0 });
    const today = sortedBins({ s90: 1, s120: 2 });
    // 60, 60, 90, 120, 120, 120 seconds.
    expect(percentilesOf([earlier, today], [0.9, 0.5, 0.1])).toEqual({
      count: 6,
      ms: [120_000, 90_000, 60_000],
    });
    expect(percentilesOf([earlier, sortedBins({})], [0.5])).toEqual({ count: 3, ms: [60_000] });
    expect(percentilesOf([], [0.5])).toEqual({ count: 0, ms: [0] });
  });

  it('store any brand name as one field of a path, and give it back', () => {
    for (const name of ['Best Buy', 'Amazon.com', '$5 Shop', '100% ~ Co', '', null]) {
      const key = fieldKey(name);
      expect(key).not.toMatch(/[.$]/);
      expect(fromFieldKey(key)).toBe(name);
    }
  });
});

import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

/**
 * The pipelines a report runs over a period (the admin's insights): a date-range $match, $group
 * by day and status, percentiles of durations, $facet. Each answer is mongod's.
 */
describe('report aggregations', () => {
  let t: TestDatabase;
  let cards: Collection<Document>;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await openTestDatabase('em_report_aggregation');
    cards = t.db.collection('cards');
    await cards.createIndex({ createdAt: 1 });
    await cards.insertMany([
      // Minutes to decision: 5, 15, 60 (as strings they would order 15, 5, 60).
      { brand: 'Apple', status: 'done', createdAt: at('2026-11-20T10:00:00Z'), ms: 300_000 },
      { brand: 'Apple', status: 'no', createdAt: at('2026-11-20T23:59:59Z'), ms: 900_000 },
      { brand: 'Apple', status: 'done', createdAt: at('2026-11-21T00:00:00Z'), ms: 3_600_000 },
      { brand: 'Amazon', status: 'done', createdAt: at('2026-11-21T08:00:00Z'), ms: 9 },
      { brand: 'Amazon', status: 'no', createdAt: at('2026-11-21T09:00:00Z'), ms: 10 },
      { brand: 'Amazon', status: 'done', createdAt: at('2026-11-22T09:00:00Z'), ms: 100 },
      { brand: 'Amazon', status: 'done', createdAt: at('2026-11-22T09:30:00Z'), ms: 'n/a' },
      // Outside the range below; and a date that is not a date (type bracketing).
      { brand: 'Amazon', status: 'done', createdAt: at('2026-11-10T09:00:00Z'), ms: 1 },
      { brand: 'Amazon', status: 'done', createdAt: '2026-11-21T09:00:00Z', ms: 1 },
    ]);
  });
  afterAll(() => t.close());

  const inRange = {
    createdAt: { $gte: at('2026-11-20T00:00:00Z'), $lt: at('2026-11-23T00:00:00Z') },
  };

  it('orders $percentile by value and answers the value at rank ⌈p·n⌉, ignoring non-numbers', async () => {
    const rows = await cards
      .aggregate([
        { $match: inRange },
        {
          $group: {
            _id: '$brand',
            p: { $percentile: { input: '$ms', p: [0, 0.5, 0.9, 1], method: 'approximate' } },
            median: { $median: { input: '$ms', method: 'approximate' } },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'Amazon', p: [9, 10, 100, 100], median: 10 },
      { _id: 'Apple', p: [300_000, 900_000, 3_600_000, 3_600_000], median: 900_000 },
    ]);
  });

  it('computes $percentile and $median as expressions over an array', async () => {
    const [row] = await cards
      .aggregate([
        { $limit: 1 },
        {
          $project: {
            _id: 0,
            p: {
              $percentile: { input: [100, 9, 10, 'x', 55], p: [0.25, 0.75], method: 'approximate' },
            },
            median: { $median: { input: [100, 9, 10, 1000], method: 'approximate' } },
            none: { $median: { input: [], method: 'approximate' } },
          },
        },
      ])
      .toArray();
    expect(row).toEqual({ p: [9, 55], median: 10, none: null });
  });

  it('refuses a percentile method other than approximate', async () => {
    const run = cards
      .aggregate([
        { $group: { _id: null, p: { $percentile: { input: '$ms', p: [0.5], method: 'exact' } } } },
      ])
      .toArray();
    await expect(run).rejects.toMatchObject({ code: expect.any(Number) });
  });

  it('groups a date range by UTC day and status, summing and counting', async () => {
    const rows = await cards
      .aggregate([
        { $match: inRange },
        {
          $group: {
            _id: {
              day: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } },
              status: '$status',
            },
            n: { $sum: 1 },
            total: { $sum: '$ms' },
            avg: { $avg: '$ms' },
            first: { $min: '$createdAt' },
            count: { $count: {} },
          },
        },
        { $sort: { '_id.day': 1, '_id.status': 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      {
        _id: { day: '2026-11-20', status: 'done' },
        n: 1,
        total: 300_000,
        avg: 300_000,
        first: at('2026-11-20T10:00:00Z'),
        count: 1,
      },
      {
        _id: { day: '2026-11-20', status: 'no' },
        n: 1,
        total: 900_000,
        avg: 900_000,
        first: at('2026-11-20T23:59:59Z'),
        count: 1,
      },
      {
        _id: { day: '2026-11-21', status: 'done' },
        n: 2,
        total: 3_600_009,
        avg: 1_800_004.5,
        first: at('2026-11-21T00:00:00Z'),
        count: 2,
      },
      {
        _id: { day: '2026-11-21', status: 'no' },
        n: 1,
        total: 10,
        avg: 10,
        first: at('2026-11-21T09:00:00Z'),
        count: 1,
      },
      // The string ms is not summed nor averaged.
      {
        _id: { day: '2026-11-22', status: 'done' },
        n: 2,
        total: 100,
        avg: 100,
        first: at('2026-11-22T09:00:00Z'),
        count: 2,
      },
    ]);
  });

  it('groups missing and null keys together, and differences of dates in milliseconds', async () => {
    const rows = await cards
      .aggregate([
        { $match: inRange },
        {
          $group: {
            _id: '$nothing',
            n: { $sum: 1 },
            span: { $max: { $subtract: ['$createdAt', at('2026-11-20T00:00:00Z')] } },
            last: { $last: '$brand' },
          },
        },
      ])
      .toArray();
    expect(rows).toEqual([{ _id: null, n: 7, span: (2 * 24 + 9.5) * 3_600_000, last: 'Amazon' }]);
  });

  it('runs each $facet over the same documents, and a pipeline may still read the whole document', async () => {
    const [facets] = await cards
      .aggregate([
        { $match: inRange },
        {
          $facet: {
            byBrand: [{ $group: { _id: '$brand', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
            whole: [
              { $match: { ms: 10 } },
              { $group: { _id: null, docs: { $push: '$$ROOT' } } },
              { $project: { _id: 0, brand: { $first: '$docs.brand' } } },
            ],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({
      byBrand: [
        { _id: 'Amazon', n: 4 },
        { _id: 'Apple', n: 3 },
      ],
      whole: [{ brand: 'Amazon' }],
    });
  });

  it('leaves arrays to the full interpreter: array keys, array fields in a range', async () => {
    const tags = t.db.collection('tags');
    await tags.insertMany([
      { k: ['a', 'b'], v: 1.5, d: [at('2026-11-01T00:00:00Z'), at('2026-11-21T00:00:00Z')] },
      { k: ['a', 'b'], v: 2.25, d: at('2026-11-01T00:00:00Z') },
      { k: 'c', v: 1, d: at('2026-11-21T00:00:00Z') },
    ]);
    const rows = await tags
      .aggregate([{ $group: { _id: '$k', total: { $sum: '$v' } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(rows).toEqual([
      { _id: ['a', 'b'], total: 3.75 },
      { _id: 'c', total: 1 },
    ]);
    const ranged = await tags
      .find({ d: { $gte: at('2026-11-20T00:00:00Z') } }, { projection: { _id: 0, v: 1 } })
      .sort({ v: 1 })
      .toArray();
    expect(ranged).toEqual([{ v: 1 }, { v: 1.5 }]);
  });
});

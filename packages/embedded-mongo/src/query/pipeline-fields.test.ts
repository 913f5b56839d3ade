import { describe, expect, it } from 'vitest';
import { fieldsRead } from './pipeline-fields';

describe('fieldsRead: the top-level fields a pipeline reads', () => {
  it('collects the fields of every stage up to a $group', () => {
    const fields = fieldsRead([
      { $match: { 'history.to': 'done', $expr: { $gt: ['$a', '$b.c'] } } },
      { $sort: { createdAt: -1 } },
      { $addFields: { x: '$d' } },
      {
        $group: {
          _id: { day: { $dateToString: { format: '%Y', date: '$createdAt' } } },
          top: { $top: { sortBy: { score: -1 }, output: '$$this' } },
          n: { $sum: { $literal: '$notAField' } },
        },
      },
      { $project: { afterTheGroup: 1 } },
    ]);
    expect([...(fields ?? [])].sort()).toEqual([
      '_id',
      'a',
      'b',
      'createdAt',
      'd',
      'history',
      'score',
    ]);
  });

  it('unions the sub-pipelines of a $facet', () => {
    const fields = fieldsRead([
      { $facet: { one: [{ $group: { _id: '$a' } }], two: [{ $count: 'n' }] } },
    ]);
    expect([...(fields ?? [])].sort()).toEqual(['_id', 'a']);
  });

  it.each([
    ['a pipeline that passes documents through', [{ $match: { a: 1 } }]],
    ['$$ROOT', [{ $group: { _id: null, all: { $push: '$$ROOT' } } }]],
    ['an exclusion projection', [{ $project: { secret: 0 } }]],
    ['an unknown stage', [{ $lookup: { from: 'x', as: 'y', pipeline: [] } }, { $count: 'n' }]],
    ['$getField of the current document', [{ $group: { _id: { $getField: 'a.b' } } }]],
    ['a facet that passes documents through', [{ $facet: { all: [{ $limit: 5 }] } }]],
  ])('copies everything for %s', (_name, pipeline) => {
    expect(fieldsRead(pipeline as never)).toBeUndefined();
  });
});

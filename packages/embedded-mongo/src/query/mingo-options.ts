import { Context } from 'mingo';
import { Aggregator } from 'mingo/aggregator';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { AnyObject, Options, PipelineOperator } from 'mingo/types';
import { bsonQueryOperators } from './bson-query-ops';
import {
  bsonAccumulatorOperators,
  bsonConversionOperators,
  bsonExpressionOperators,
} from './bson-expression-ops';
import { $group } from './compiled-group';
import { percentileAccumulators, percentileExpressions } from './percentile-ops';
import { collationComparator, type CollationSpec } from './collation';
import { sortDocuments } from './sort';
import type { Doc } from './values';

/** `$sort` stage with BSON ordering (mingo's own sorts bson classes by `toString()`). */
const $sort: PipelineOperator = (coll: Iterator, expr: unknown, options: Options) =>
  coll.transform((items: unknown[]) =>
    Lazy(
      sortDocuments(
        items as Doc[],
        expr as Record<string, unknown>,
        collationComparator(options.collation as CollationSpec | undefined),
      ),
    ),
  );

/**
 * `$facet` without mingo's defensive deep copy of every input document for each sub-pipeline:
 * mingo's stages never mutate their input (the engine relies on that to hand it live documents),
 * and the copies were most of a faceted report's time.
 */
const $facet: PipelineOperator = (coll: Iterator, expr: unknown, options: Options) =>
  coll.transform((items: unknown[]) => {
    const out: AnyObject = {};
    for (const [name, pipeline] of Object.entries(expr as Record<string, AnyObject[]>)) {
      out[name] = new Aggregator(pipeline, options).run(items as AnyObject[]);
    }
    return Lazy([out]);
  });

/**
 * The full operator set with the BSON-aware operators in place of mingo's. Built from the operator
 * modules directly: mingo's `Query`/`Aggregator` from the package root merge their defaults
 * *over* a caller's context, so overrides must go through the base classes with this context.
 */
const BSON_CONTEXT = Context.init({
  accumulator: { ...accumulatorOperators, ...bsonAccumulatorOperators, ...percentileAccumulators },
  expression: {
    ...expressionOperators,
    ...bsonExpressionOperators,
    ...bsonConversionOperators,
    ...percentileExpressions,
  },
  pipeline: { ...pipelineOperators, $sort, $group, $facet },
  projection: { ...projectionOperators },
  query: { ...queryOperators, ...bsonQueryOperators },
  window: { ...windowOperators },
});

export interface MingoOptionsInput {
  collation?: CollationSpec;
  variables?: AnyObject;
  collectionResolver?: (name: string) => AnyObject[];
}

/** Options for every mingo call (use with the base classes from 'mingo/query', 'mingo/aggregator'). */
export function mingoOptions(input: MingoOptionsInput = {}): Partial<Options> {
  return {
    context: BSON_CONTEXT,
    useStrictMode: true,
    scriptEnabled: false,
    ...(input.collation ? { collation: input.collation as Options['collation'] } : {}),
    ...(input.variables ? { variables: input.variables } : {}),
    ...(input.collectionResolver ? { collectionResolver: input.collectionResolver } : {}),
  };
}

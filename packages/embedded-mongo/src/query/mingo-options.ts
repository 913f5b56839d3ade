import { Context } from 'mingo';
import { Lazy, type Iterator } from 'mingo/lazy';
import type { AnyObject, Options, PipelineOperator } from 'mingo/types';
import { bsonQueryOperators } from './bson-query-ops';
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

const BSON_CONTEXT = Context.init({ query: bsonQueryOperators, pipeline: { $sort } });

export interface MingoOptionsInput {
  collation?: CollationSpec;
  variables?: AnyObject;
  collectionResolver?: (name: string) => AnyObject[];
}

/** Options for every mingo call: BSON-aware operators layered over mingo's defaults. */
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

import { hostname } from 'node:os';
import type { CommandHandler } from './context';
import { SERVER_VERSION } from './handshake';
import { describePlan } from '../engine/query-planner';
import { selectDocuments } from '../engine/select';
import { badValue } from '../errors';
import { isPlainObject, type Doc } from '../query/values';

const VERBOSITIES = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

/** The collection and filter of an explained command, as mongod reads them per command. */
function target(inner: Doc): { coll: string; filter?: Doc } {
  const name = Object.keys(inner)[0] ?? '';
  const coll = inner[name];
  if (typeof coll !== 'string') throw badValue(`explain of '${name}' needs a collection name`);
  const asDoc = (v: unknown): Doc | undefined => (isPlainObject(v) ? v : undefined);
  switch (name) {
    case 'find':
    case 'count':
      return { coll, filter: asDoc(inner.filter ?? inner.query) };
    case 'distinct':
      return { coll, filter: asDoc(inner.query) };
    case 'findAndModify':
    case 'findandmodify':
      return { coll, filter: asDoc(inner.query) };
    case 'update':
    case 'delete': {
      const statements = (name === 'update' ? inner.updates : inner.deletes) as unknown[];
      const first = Array.isArray(statements) ? asDoc(statements[0]) : undefined;
      return { coll, filter: asDoc(first?.q) };
    }
    case 'aggregate': {
      const pipeline = Array.isArray(inner.pipeline) ? inner.pipeline : [];
      const first = asDoc(pipeline[0]);
      return { coll, filter: asDoc(first?.$match) };
    }
    default:
      throw badValue(`explain of '${name}' is not supported`);
  }
}

/**
 * explain as a standalone mongod answers it: the winning plan (which index, or a collection scan)
 * and, from executionStats on, how many documents the query returns. Writes are never applied.
 */
const explain: CommandHandler = (cmd, ctx) => {
  const inner = cmd.explain;
  if (!isPlainObject(inner)) throw badValue('explain needs the command to explain');
  const verbosity = typeof cmd.verbosity === 'string' ? cmd.verbosity : 'allPlansExecution';
  if (!VERBOSITIES.has(verbosity)) throw badValue(`unrecognized verbosity: ${verbosity}`);
  const { coll: name, filter } = target(inner);
  const coll = ctx.catalog.get(ctx.db, name);
  const reply: Doc = {
    queryPlanner: {
      namespace: `${ctx.db}.${name}`,
      parsedQuery: filter ?? {},
      winningPlan: describePlan(coll, filter),
      rejectedPlans: [],
    },
  };
  if (verbosity !== 'queryPlanner') {
    const started = Date.now();
    let returned = 0;
    for (const _doc of selectDocuments(coll, { filter })) returned++;
    reply.executionStats = {
      executionSuccess: true,
      nReturned: returned,
      executionTimeMillis: Date.now() - started,
      totalDocsExamined: coll?.docs.size ?? 0,
    };
  }
  return {
    ...reply,
    command: { ...inner, $db: ctx.db },
    serverInfo: { host: hostname(), version: SERVER_VERSION },
    ok: 1,
  };
};

export const explainCommands: Record<string, CommandHandler> = { explain };

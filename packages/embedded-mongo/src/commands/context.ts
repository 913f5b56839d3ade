import type { Catalog } from '../engine/catalog';
import type { CursorManager } from '../engine/cursors';
import type { Storage, WalOp } from '../storage/types';
import type { Doc } from '../query/values';

/** What every command handler can reach: live state, cursors, and the durable commit. */
export interface CommandContext {
  /** The `$db` the command was sent to. */
  db: string;
  catalog: Catalog;
  cursors: CursorManager;
  storage: Storage;
  connectionId: number;
  /** Persists one command's changes; awaited before replying (acknowledged = durable). */
  commit(ops: WalOp[]): Promise<void>;
}

export type CommandHandler = (cmd: Doc, ctx: CommandContext) => Doc | Promise<Doc>;

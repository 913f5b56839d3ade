import type { CommandContext, CommandHandler } from './context';
import { handshakeCommands } from './handshake';
import { findCommands } from './find';
import { insertCommands } from './insert';
import { updateCommands } from './update';
import { findAndModifyCommands } from './find-and-modify';
import { countCommands } from './count-distinct';
import { aggregateCommands } from './aggregate';
import { collectionCommands } from './collections';
import { indexCommands } from './indexes';
import { statsCommands } from './stats';
import { serverStatusCommands } from './server-status';
import { explainCommands } from './explain';
import { collModCommands } from './coll-mod';
import { commandNotFound, illegalOperation, MongoCommandError } from '../errors';
import { translateMingoError } from '../query/filter';
import type { Doc } from '../query/values';

const COMMANDS: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...findCommands,
  ...insertCommands,
  ...updateCommands,
  ...findAndModifyCommands,
  ...countCommands,
  ...aggregateCommands,
  ...collectionCommands,
  ...indexCommands,
  ...statsCommands,
  ...serverStatusCommands,
  ...explainCommands,
  ...collModCommands,
};

/**
 * Runs one command document and returns mongod's reply, errors included (`ok: 0`). Like a
 * standalone mongod, any transaction or retryable-write field is refused with code 20.
 */
export async function runCommand(cmd: Doc, ctx: CommandContext): Promise<Doc> {
  const name = Object.keys(cmd)[0] ?? '';
  try {
    if (
      cmd.txnNumber !== undefined ||
      cmd.startTransaction !== undefined ||
      cmd.autocommit !== undefined
    ) {
      throw illegalOperation(
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
    }
    const handler = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!handler) throw commandNotFound(name);
    return await handler(cmd, ctx);
  } catch (err) {
    if (err instanceof MongoCommandError) return err.toDocument();
    try {
      translateMingoError(err);
    } catch (translated) {
      if (translated instanceof MongoCommandError) return translated.toDocument();
    }
    const message = err instanceof Error ? err.message : String(err);
    return { ok: 0, errmsg: message, code: 1, codeName: 'InternalError' };
  }
}

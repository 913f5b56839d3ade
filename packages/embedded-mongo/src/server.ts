import net from 'node:net';
import { MessageFramer } from './wire/framing';
import { OP_MSG, OP_QUERY, readHeader } from './wire/header';
import { FLAG_MORE_TO_COME, encodeOpMsg, parseOpMsg } from './wire/op-msg';
import { encodeOpReply, parseOpQuery } from './wire/op-query';
import { runCommand } from './commands/registry';
import type { CommandContext } from './commands/context';
import type { Catalog } from './engine/catalog';
import type { CursorManager } from './engine/cursors';
import { TtlMonitor } from './engine/ttl-monitor';
import { decodeDoc } from './engine/doc-store';
import { skeletonOf } from './storage/bson-skeleton';
import type { Storage, WalOp } from './storage/types';
import { MongoCommandError } from './errors';
import type { Doc } from './query/values';

const storageFailed = (message: string): Doc =>
  new MongoCommandError(1, 'InternalError', message).toDocument();

/** Still answered after a storage failure, so clients connect and see the real error. */
const HANDSHAKE = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'buildInfo',
  'buildinfo',
  'endSessions',
]);

export interface ServerState {
  catalog: Catalog;
  cursors: CursorManager;
  storage: Storage;
}

/**
 * The TCP front: frames messages, decodes OP_MSG / legacy OP_QUERY, runs commands in arrival
 * order per connection, and encodes replies (none for `moreToCome` / w:0 writes).
 */
export class WireServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly ttl: TtlMonitor;
  private readonly reaper: NodeJS.Timeout;
  private nextConnectionId = 1;
  private storageFailure: Error | undefined;

  constructor(private readonly state: ServerState) {
    this.server = net.createServer((socket) => this.accept(socket));
    this.ttl = new TtlMonitor(state.catalog, (ops) => this.commit(ops));
    this.reaper = setInterval(() => state.cursors.reap(), 60_000);
    this.reaper.unref();
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        this.ttl.start();
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  async close(): Promise<void> {
    this.ttl.stop();
    clearInterval(this.reaper);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const connectionId = this.nextConnectionId++;
    const framer = new MessageFramer();
    let queue = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      let messages: Buffer[];
      try {
        messages = framer.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const message of messages) {
        queue = queue
          .then(() => this.handle(socket, message, connectionId))
          .catch(() => {
            socket.destroy();
          });
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private async handle(socket: net.Socket, message: Buffer, connectionId: number): Promise<void> {
    const header = readHeader(message);
    if (header.opCode === OP_MSG) {
      const { flags, command } = parseOpMsg(message);
      const reply = await this.run(command, connectionId);
      if (flags & FLAG_MORE_TO_COME) return;
      if (!socket.destroyed) socket.write(encodeOpMsg(header.requestId, reply));
      return;
    }
    if (header.opCode === OP_QUERY) {
      const { collection, query } = parseOpQuery(message);
      const db = collection.endsWith('.$cmd') ? collection.slice(0, -5) : collection;
      // Legacy commands may wrap the command as { $query: {...} }.
      const command = (query.$query ?? query) as Doc;
      const reply = await this.run({ ...command, $db: db }, connectionId);
      if (!socket.destroyed) socket.write(encodeOpReply(header.requestId, reply));
      return;
    }
    // OP_COMPRESSED and removed legacy opcodes are never negotiated by us: drop the connection.
    socket.destroy();
  }

  private async run(command: Doc, connectionId: number): Promise<Doc> {
    // After a failed commit, memory is ahead of disk: refuse everything rather than serve state
    // that a restart would not have (mongod likewise stops on a journal write failure).
    if (this.storageFailure && !HANDSHAKE.has(Object.keys(command)[0] ?? '')) {
      return storageFailed(`storage failed, restart the server: ${this.storageFailure.message}`);
    }
    const db = typeof command.$db === 'string' ? command.$db : 'admin';
    const ctx: CommandContext = {
      db,
      catalog: this.state.catalog,
      cursors: this.state.cursors,
      storage: this.state.storage,
      connectionId,
      commit: this.commitOps,
    };
    return runCommand(command, ctx);
  }

  /** Bound once: a closure per request costs more than the lookups it serves. */
  private readonly commitOps = (ops: WalOp[]): Promise<void> =>
    ops.length ? this.commit(ops) : Promise.resolve();

  /** Large documents now on disk: the catalog keeps stubs and reads them back when needed. */
  private releaseSpilled(ops: WalOp[]): void {
    const threshold = this.state.storage.spillThresholdBytes;
    if (threshold === undefined) return;
    for (const op of ops) {
      if (op.op !== 'put' || op.doc.byteLength <= threshold) continue;
      const skeleton = decodeDoc(skeletonOf(op.doc));
      this.state.catalog.get(op.db, op.coll)?.docs.release(op.id, op.doc.byteLength, skeleton);
    }
  }

  private async commit(ops: WalOp[]): Promise<void> {
    try {
      await this.state.storage.commit(ops);
      this.releaseSpilled(ops);
    } catch (err) {
      this.storageFailure ??= err instanceof Error ? err : new Error(String(err));
      throw new MongoCommandError(
        1,
        'InternalError',
        `write not persisted: ${this.storageFailure.message}`,
      );
    }
  }
}

import type { CommandHandler } from './context';

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;
/** We answer as mongod 7.0 (wire version 21), which mongodb driver 7 supports. */
export const SERVER_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21;

/**
 * hello / isMaster as a standalone mongod answers. No `topologyVersion` is sent, so drivers poll
 * with plain hello instead of opening an awaitable (streaming) monitor.
 */
const hello: CommandHandler = (cmd, ctx) => {
  const legacy = 'isMaster' in cmd || 'ismaster' in cmd;
  return {
    ...(cmd.helloOk === true ? { helloOk: true } : {}),
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
};

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'cardbridge-embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['cardbridge-embedded'],
  javascriptEngine: 'none',
  ok: 1,
});

const PARAMETERS: Record<string, unknown> = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  cursorTimeoutMillis: 600_000,
};

const getParameter: CommandHandler = (cmd) => {
  const reply: Record<string, unknown> = {};
  const all =
    cmd.getParameter === '*' || (typeof cmd.getParameter === 'object' && cmd.getParameter !== null);
  for (const [name, value] of Object.entries(PARAMETERS)) {
    if (all || name in cmd) reply[name] = value;
  }
  return { ...reply, ok: 1 };
};

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  endSessions: () => ({ ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
};

import { hostname } from 'node:os';
import type { CommandHandler } from './context';
import { SERVER_VERSION } from './handshake';

const startedAt = Date.now();

/**
 * serverStatus as a standalone mongod answers its common sections (drivers and ODMs read the
 * version from it). Memory figures are this process's, in MiB as mongod reports them.
 */
const serverStatus: CommandHandler = () => {
  const memory = process.memoryUsage();
  const uptimeMillis = Date.now() - startedAt;
  return {
    host: hostname(),
    version: SERVER_VERSION,
    process: 'mongod',
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    uptimeEstimate: Math.floor(uptimeMillis / 1000),
    localTime: new Date(),
    mem: {
      bits: 64,
      resident: Math.round(memory.rss / 1024 / 1024),
      virtual: Math.round(memory.rss / 1024 / 1024),
      supported: true,
    },
    storageEngine: { name: 'cardbridge-embedded', persistent: true },
    ok: 1,
  };
};

export const serverStatusCommands: Record<string, CommandHandler> = { serverStatus };

/**
 * A platform in a process of its own, for the test that kills the platform itself: it prints one
 * JSON line (url and every child's pid) once up, then runs until it is killed.
 */
import { startPlatform } from '@cardbridge/platform';

const platform = await startPlatform({
  gateway: 'nginx',
  logDir: process.env.PLATFORM_LOG_DIR,
  env: { LOG_LEVEL: 'warn' },
});
const pids = Object.fromEntries(Object.entries(platform.processes).map(([n, p]) => [n, p.pid]));
process.stdout.write(`${JSON.stringify({ url: platform.url, pids })}\n`);

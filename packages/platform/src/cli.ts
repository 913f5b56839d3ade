/**
 * `npm start`: the whole platform on one machine. The embedded database keeps its data in
 * .data/ unless MONGODB_URI points at a real MongoDB.
 */
import path from 'node:path';
import { startPlatform } from './platform.js';
import { repoRoot, serviceNames } from './paths.js';
import { replicasFromEnv, type ReplicasOption } from './replicas.js';
import { metricsLine } from './metrics-line.js';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a TCP port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const dataDir = path.resolve(repoRoot, process.env.CARDBRIDGE_DATA_DIR ?? '.data');
let replicas: ReplicasOption;
try {
  replicas = replicasFromEnv(serviceNames, process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const platform = await startPlatform({
  port,
  mongoUri: process.env.MONGODB_URI || undefined,
  dataDir,
  fixedPorts: true,
  replicas,
  gateway: (process.env.CARDBRIDGE_GATEWAY as 'nginx' | 'local' | undefined) ?? 'auto',
}).catch((error: unknown) => {
  // A taken port or a process that cannot start: one plain line, and nothing left running.
  console.error(
    `\nCardbridge did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

const lines = [
  '',
  `Cardbridge is running at ${platform.url}`,
  `  gateway:  ${platform.gateway}${platform.gateway === 'local' ? ' (nginx not found: Node gateway)' : ''}`,
  `  database: ${platform.embeddedDatabase ? `embedded MongoDB-compatible server, data in ${path.relative(repoRoot, dataDir)}/db` : 'MONGODB_URI'}`,
];
const scaled = Object.entries(platform.replicas).filter(([, count]) => count > 1);
if (scaled.length > 0) {
  lines.push(`  replicas: ${scaled.map(([name, count]) => `${name} ×${count}`).join(', ')}`);
}
lines.push(
  platform.mailDir
    ? `  email:    written as .eml files to ${path.relative(repoRoot, platform.mailDir)}/ (set SMTP_URL to send through an SMTP server)`
    : '  email:    sent through SMTP_URL',
);
if (platform.secrets.generated) {
  lines.push(
    `  admin:    ${platform.secrets.adminUsername} / ${platform.secrets.adminPassword}  (development credentials, kept in ${path.relative(repoRoot, dataDir)}/dev-secrets.json; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)`,
  );
}
lines.push(
  metricsLine(
    platform.servicePorts,
    process.env.INTERNAL_TOKEN ? undefined : `${path.relative(repoRoot, dataDir)}/dev-secrets.json`,
  ),
);
lines.push('Press Ctrl+C to stop.', '');
console.log(lines.join('\n'));

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping Cardbridge...');
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

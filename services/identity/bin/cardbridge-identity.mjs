#!/usr/bin/env node
// The identity service as the platform runs it (`cardbridge-identity`): the build tsup made from src/main.ts.
import fs from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!fs.existsSync(main)) {
  console.error('identity is not built: run "npm run build -w @cardbridge/identity" first');
  process.exit(1);
}
// OpenTelemetry first: it patches http and the MongoDB driver as they are first required.
process.env.OTEL_SERVICE_NAME ??= 'identity';
await import(new URL('../dist/tracing.js', import.meta.url).href);
await import(main.href);

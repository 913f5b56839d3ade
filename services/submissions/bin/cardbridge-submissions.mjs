#!/usr/bin/env node
// The submissions service as the platform runs it (`cardbridge-submissions`): the build tsup made from src/main.ts.
import fs from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!fs.existsSync(main)) {
  console.error('submissions is not built: run "npm run build -w @cardbridge/submissions" first');
  process.exit(1);
}
// OpenTelemetry first: it patches http and the MongoDB driver as they are first required.
process.env.OTEL_SERVICE_NAME ??= 'submissions';
await import(new URL('../dist/tracing.js', import.meta.url).href);
await import(main.href);

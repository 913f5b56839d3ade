#!/usr/bin/env node
// The payments service as the platform runs it (`cardbridge-payments`): the build tsup made from src/main.ts.
import fs from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!fs.existsSync(main)) {
  console.error('payments is not built: run "npm run build -w @cardbridge/payments" first');
  process.exit(1);
}
// OpenTelemetry first: it patches http and the MongoDB driver as they are first required.
process.env.OTEL_SERVICE_NAME ??= 'payments';
await import(new URL('../dist/tracing.js', import.meta.url).href);
await import(main.href);

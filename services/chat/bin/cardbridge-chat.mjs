#!/usr/bin/env node
// The chat service as the platform runs it (`cardbridge-chat`): the build tsup made from src/main.ts.
import fs from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!fs.existsSync(main)) {
  console.error('chat is not built: run "npm run build -w @cardbridge/chat" first');
  process.exit(1);
}
// OpenTelemetry first: it patches http and the MongoDB driver as they are first required.
process.env.OTEL_SERVICE_NAME ??= 'chat';
await import(new URL('../dist/tracing.js', import.meta.url).href);
await import(main.href);

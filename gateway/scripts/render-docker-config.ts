/** `tsx gateway/scripts/render-docker-config.ts <out-file>`: used by gateway/Dockerfile. */
import fs from 'node:fs';
import { dockerNginxConfig } from './docker-nginx-config.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: render-docker-config.ts <out-file>');
  process.exit(2);
}
fs.writeFileSync(out, dockerNginxConfig());
console.log(`gateway: wrote the docker nginx config to ${out}`);

/** `tsx gateway/scripts/render-docker-config.ts <out-file>`: used by gateway/Dockerfile. */
import fs from 'node:fs';
import { readGatewayEnv } from '../src/gateway-env.js';
import { dockerNginxConfig } from './docker-nginx-config.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: render-docker-config.ts <out-file>');
  process.exit(2);
}
// TRUSTED_PROXIES is the image's build argument (docker-compose.yml: GATEWAY_TRUSTED_PROXIES).
fs.writeFileSync(out, dockerNginxConfig(undefined, readGatewayEnv().trustedProxies));
console.log(`gateway: wrote the docker nginx config to ${out}`);

/**
 * `cardbridge-nginx-config '<options JSON>' <out-file>` (this workspace's bin): the gateway's nginx
 * config for a local run (packages/platform runs it; the platform never imports the gateway).
 */
import fs from 'node:fs';
import { renderNginxConfig, type NginxConfigOptions } from '../src/index.js';

const [json, out] = process.argv.slice(2);
if (!json || !out) {
  console.error("usage: render-nginx-config.ts '<options JSON>' <out-file>");
  process.exit(2);
}
fs.writeFileSync(out, renderNginxConfig(JSON.parse(json) as NginxConfigOptions));

/**
 * `npm run build -w gateway`: regenerates public/openapi.json from the route table, validates it
 * against the OpenAPI 3.1 schema, and has nginx check a config rendered from the same table.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { serviceNames, servicePorts, type ServiceName } from '@cardbridge/topology';
import { renderNginxConfig } from '../src/nginx-config.js';
import { buildOpenApiDocument, serializeOpenApiDocument } from '../src/openapi.js';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(gatewayDir, 'public');
const nginxBinary = '/usr/sbin/nginx';

async function writeOpenApi(): Promise<void> {
  const doc = buildOpenApiDocument();
  const result = await new Validator().validate(doc);
  if (!result.valid) {
    throw new Error(
      `openapi.json is not valid OpenAPI 3.1:\n${JSON.stringify(result.errors, null, 2)}`,
    );
  }
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'openapi.json'), serializeOpenApiDocument(doc));
  console.log(`gateway: wrote public/openapi.json (${Object.keys(doc.paths).length} paths)`);
}

function checkNginxConfig(): void {
  if (!fs.existsSync(nginxBinary)) {
    console.warn(`gateway: ${nginxBinary} not found, nginx config syntax not checked`);
    return;
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cardbridge-nginx-check-'));
  try {
    const conf = path.join(prefix, 'nginx.conf');
    const root = (name: string) => path.join(gatewayDir, '..', name, 'dist');
    fs.writeFileSync(
      conf,
      renderNginxConfig({
        port: 8080,
        upstreams: Object.fromEntries(
          serviceNames.map((name) => [name, `127.0.0.1:${servicePorts[name]}`]),
        ) as Record<ServiceName, string>,
        // Exercises the realip directives nginx -t would otherwise never see.
        trustedProxies: ['10.0.0.0/8'],
        staticRoots: { shell: root('shell'), remotes: path.join(prefix, 'remotes') },
        publicDir,
        prefix,
      }),
    );
    execFileSync(nginxBinary, ['-t', '-q', '-p', prefix, '-c', conf, '-g', 'daemon off;'], {
      stdio: 'inherit',
    });
    console.log('gateway: nginx accepts the rendered config');
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}

await writeOpenApi();
checkNginxConfig();

import fs from 'node:fs';
import { startLocalGateway, type LocalGatewayOptions } from '../local-gateway.js';
import { nginxBinary, startNginx } from './nginx-process.js';

// CI installs nginx; only an explicit opt-out may skip the real-nginx half of a suite.
export const hasNginx = fs.existsSync(nginxBinary);
const allowSkip = process.env.CARDBRIDGE_ALLOW_SKIP_NGINX === '1';
if (!hasNginx && allowSkip) {
  console.warn(
    `\n!!! ${nginxBinary} is missing: SKIPPING the nginx gateway tests (CARDBRIDGE_ALLOW_SKIP_NGINX=1) !!!\n`,
  );
}
export const runNginx = hasNginx || !allowSkip;

/** The gateways every behaviour is checked against: the real nginx and the Node stand-in. */
export const gatewayKinds = runNginx ? (['nginx', 'local'] as const) : (['local'] as const);
export type GatewayKind = 'nginx' | 'local';

export interface TestGateway {
  url: string;
  close(): Promise<void>;
}

/** Starts one gateway of that kind; nginx keeps its files under `prefix`. */
export async function startTestGateway(
  kind: GatewayKind,
  options: Omit<LocalGatewayOptions, 'port'>,
  prefix: string,
): Promise<TestGateway> {
  if (kind === 'local') return startLocalGateway({ ...options, port: 0 });
  if (!hasNginx) {
    throw new Error(
      `${nginxBinary} not found: install nginx, or set CARDBRIDGE_ALLOW_SKIP_NGINX=1 to skip`,
    );
  }
  const nginx = await startNginx(options, prefix);
  return { url: nginx.url, close: nginx.stop };
}

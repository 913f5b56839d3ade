import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../testing/images';

const fixture = fileURLToPath(
  new URL('../testing/fixtures/submissions-process.ts', import.meta.url),
);

interface Ready {
  baseUrl: string;
  cookie: string;
  paymentMethodId: string;
  pid: number;
}

let child: ChildProcess;
let service: Ready;
let exited = false;
let stderr = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => (exited = true));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let out = '';
  service = await new Promise<Ready>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"ready":true'));
      if (line) resolve(JSON.parse(line) as Ready);
    });
    child.once('exit', (code) => reject(new Error(`service exited ${code}: ${stderr}`)));
  });
}, 60_000);

afterAll(async () => {
  if (!exited) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});

const boundary = 'XyZ';
const field = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const imageHead = `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

/** Sends a whole (declared-length) body that stops without its closing boundary. */
function send(body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL('/api/submit-gift-card', service.baseUrl), {
      method: 'POST',
      headers: {
        cookie: service.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function stillServes() {
  const res = await fetch(`${service.baseUrl}/healthz`);
  return { status: res.status, exited };
}

describe('a multipart body that ends before its closing boundary', () => {
  const fields = () =>
    field('brand', 'Amazon') +
    field('denomination', '100') +
    field('cardNumber', '6006-1111-2222') +
    field('paymentMethodId', service.paymentMethodId);

  it('mid-image: answers 400 and the same process serves the next request', async () => {
    const body = Buffer.concat([Buffer.from(fields() + imageHead), jpeg(64 * 1024)]);
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Malformed multipart request' });
    expect(await stillServes()).toEqual({ status: 200, exited: false });
  });

  it('right after the brand field: answers 400 and the process lives', async () => {
    const res = await send(
      Buffer.from(
        `--${boundary}\r\n${field('brand', 'Amazon').slice(boundary.length + 4)}${imageHead}ab`,
      ),
    );
    expect(res.status).toBe(400);
    expect(await stillServes()).toEqual({ status: 200, exited: false });
  });

  it.each([
    ['only the opening boundary', () => `--${boundary}`],
    ['a part cut inside its headers', () => `--${boundary}\r\nContent-Disposition: form-da`],
    ['fields, then nothing', () => fields()],
    ['an image part with no bytes', () => fields() + imageHead],
  ])('%s: answers 4xx and the process lives', async (_name, body) => {
    const res = await send(Buffer.from(body()));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await stillServes()).toEqual({ status: 200, exited: false });
  });

  it('repeated ten times in parallel, never ends the process', async () => {
    const body = Buffer.concat([Buffer.from(fields() + imageHead), jpeg(300 * 1024)]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(400));
    expect(await stillServes()).toEqual({ status: 200, exited: false });
  });
});

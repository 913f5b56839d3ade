import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { captureLogs } from './testing/log-capture';
import { startDemoApp } from './testing/fixtures/demo-app';

describe('request log', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(() => demo.close());

  it('writes one line per request with id, method, path, status and duration', async () => {
    const res = await fetch(`${demo.baseUrl}/conflict?token=abc`, {
      headers: { 'x-request-id': 'log-1' },
    });
    expect(res.status).toBe(409);
    const lines = demo.logs.lines().filter((l) => l.requestId === 'log-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      service: 'demo',
      msg: 'request completed',
      method: 'GET',
      path: '/conflict',
      status: 409,
    });
    expect(typeof lines[0]?.durationMs).toBe('number');
  });

  it('keeps probes and service-to-service polling out of the info log unless they fail', async () => {
    await fetch(`${demo.baseUrl}/internal/feed`, { headers: { 'x-request-id': 'poll-1' } });
    await fetch(`${demo.baseUrl}/healthz`, { headers: { 'x-request-id': 'probe-1' } });
    await fetch(`${demo.baseUrl}/internal/missing`, { headers: { 'x-request-id': 'poll-2' } });
    // pino levels: 20 debug, 30 info
    const levelOf = (id: string) =>
      demo.logs.lines().find((l) => l.requestId === id && l.msg === 'request completed')?.level;
    expect(levelOf('poll-1')).toBe(20);
    expect(levelOf('probe-1')).toBe(20);
    expect(levelOf('poll-2')).toBe(30);
  });

  it('never writes credentials, cookies or bodies to the log', async () => {
    const res = await fetch(`${demo.baseUrl}/sign-up?token=query-secret`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer header-secret',
        cookie: 'cb_session=cookie-secret',
      },
      body: JSON.stringify({ email: 'ann@example.com', password: 'body-secret' }),
    });
    expect(res.status).toBe(201);
    const text = demo.logs.text();
    for (const secret of ['query-secret', 'header-secret', 'cookie-secret', 'body-secret']) {
      expect(text).not.toContain(secret);
    }
  });

  it('blanks secret fields that code logs by mistake', () => {
    const logs = captureLogs();
    const logger = createLogger({ name: 'demo', destination: logs.destination });
    logger.info(
      {
        user: { email: 'ann@example.com', password: 'hunter2' },
        headers: { authorization: 'Bearer abc', cookie: 'sid=xyz' },
        config: {
          MONGODB_URI: 'mongodb://u:p@db',
          ADMIN_PASSWORD: 'root-pass',
          MFA_ENCRYPTION_KEY: 'mfa-key-b64',
        },
        mfa: { recoveryCode: 'abcde-12345', recoveryCodes: ['fghij-67890'] },
      },
      'oops',
    );
    const text = logs.text();
    for (const secret of [
      'hunter2',
      'Bearer abc',
      'sid=xyz',
      'u:p@db',
      'root-pass',
      'mfa-key-b64',
      'abcde-12345',
      'fghij-67890',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(logs.lines()[0]).toMatchObject({
      user: { email: 'ann@example.com', password: '[redacted]' },
    });
  });
});

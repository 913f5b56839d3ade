import { describe, expect, it } from 'vitest';
import { metricsLine } from './metrics-line.js';

const ports = { identity: 4001, submissions: 4002, payments: 4003, chat: 4004 };

describe('the metrics line of npm start', () => {
  it("names each service's own port and the token a scraper sends", () => {
    expect(metricsLine(ports, '.data/dev-secrets.json')).toBe(
      '  metrics:  http://127.0.0.1:<port>/metrics on identity :4001, submissions :4002, payments :4003, chat :4004 (Authorization: Bearer <INTERNAL_TOKEN from .data/dev-secrets.json>)',
    );
  });

  it('names only the variable when the environment sets the token', () => {
    expect(metricsLine(ports)).toMatch(/\(Authorization: Bearer <INTERNAL_TOKEN>\)$/);
  });
});

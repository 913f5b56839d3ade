/**
 * `npm start` must hand every service all it needs to start in production: each variable a
 * service's config requires there is read from the config schemas themselves (not a copy), and
 * each must be one the platform sets, a generated secret among them.
 */
import {
  generatedSecretVariables,
  loadOrCreateSecrets,
  serviceEnvironment,
} from '@cardbridge/platform';
import { loadConfig, variablesRequiredInProduction } from '@cardbridge/service-kit';
import { servicePorts, type ServiceName } from '@cardbridge/topology';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { configSchema as chat } from '../../services/chat/src/config';
import { configSchema as identity } from '../../services/identity/src/config';
import { configSchema as payments } from '../../services/payments/src/config';
import { configSchema as submissions } from '../../services/submissions/src/config';

const schemas: Record<ServiceName, z.ZodType> = { identity, submissions, payments, chat };

/** Named by the operator, never generated: npm start writes mail to files instead. */
const operatorProvided = ['SMTP_URL'];

const platformEnv = serviceEnvironment({
  mongoUri: 'mongodb://127.0.0.1:27018',
  ports: { ...servicePorts },
  secrets: loadOrCreateSecrets({}),
  mailDir: '/tmp/mail',
  parent: { NODE_ENV: 'production' },
});

describe('npm start and the services’ production configs', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`sets every variable ${name} requires in production`, () => {
      const required = variablesRequiredInProduction(schema);
      expect(required).toContain('MONGODB_URI');
      const missing = required.filter(
        (variable) => !(variable in platformEnv) && !operatorProvided.includes(variable),
      );
      expect(missing).toEqual([]);
      expect(() =>
        loadConfig(schema, { ...platformEnv, SMTP_URL: 'smtp://mail.example:587' }),
      ).not.toThrow();
    });
  }

  it('generates each secret (key, token, password) any service requires in production', () => {
    const secretName = /KEY|TOKEN|PASSWORD|SECRET/;
    const secrets = Object.values(schemas)
      .flatMap((schema) => variablesRequiredInProduction(schema))
      .filter((variable) => secretName.test(variable));
    expect(secrets).toEqual(
      expect.arrayContaining(['PAYMENT_ENCRYPTION_KEY', 'CARD_ENCRYPTION_KEY', 'INTERNAL_TOKEN']),
    );
    expect([...generatedSecretVariables]).toEqual(expect.arrayContaining(secrets));
  });
});

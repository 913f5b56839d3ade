import { randomBytes } from 'node:crypto';
import { describeServiceBasics } from '@cardbridge/service-kit/testing';
import { createPaymentsApp } from './app';
import { loadPaymentsConfig } from './config';

describeServiceBasics({
  name: 'payments',
  loadConfig: loadPaymentsConfig,
  createApp: createPaymentsApp,
  env: { PAYMENT_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
});

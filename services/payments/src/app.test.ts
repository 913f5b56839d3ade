import { describeServiceBasics } from '@cardbridge/service-kit/testing';
import { createPaymentsApp } from './app';
import { loadPaymentsConfig } from './config';

describeServiceBasics({
  name: 'payments',
  loadConfig: loadPaymentsConfig,
  createApp: createPaymentsApp,
});

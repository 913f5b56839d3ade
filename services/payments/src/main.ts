import { runService } from '@cardbridge/service-kit';
import { createPaymentsApp } from './app';
import { loadPaymentsConfig } from './config';

await runService({
  name: 'payments',
  loadConfig: loadPaymentsConfig,
  createApp: createPaymentsApp,
});

import { runService } from '@cardbridge/service-kit';
import { createIdentityApp } from './app';
import { loadIdentityConfig } from './config';

await runService({
  name: 'identity',
  loadConfig: loadIdentityConfig,
  createApp: createIdentityApp,
});

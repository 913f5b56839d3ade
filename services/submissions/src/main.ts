import { runService } from '@cardbridge/service-kit';
import { createSubmissionsApp } from './app';
import { loadSubmissionsConfig } from './config';

await runService({
  name: 'submissions',
  loadConfig: loadSubmissionsConfig,
  createApp: createSubmissionsApp,
});

import { describeServiceBasics } from '@cardbridge/service-kit/testing';
import { createSubmissionsApp } from './app';
import { loadSubmissionsConfig } from './config';

describeServiceBasics({
  name: 'submissions',
  loadConfig: loadSubmissionsConfig,
  createApp: createSubmissionsApp,
});

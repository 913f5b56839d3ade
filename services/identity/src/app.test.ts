import { describeServiceBasics } from '@cardbridge/service-kit/testing';
import { createIdentityApp } from './app';
import { loadIdentityConfig } from './config';

describeServiceBasics({
  name: 'identity',
  loadConfig: loadIdentityConfig,
  createApp: createIdentityApp,
});

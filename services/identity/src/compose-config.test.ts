import { expect, it } from 'vitest';
import {
  composeEnvironmentOf,
  describeComposeConfig,
  operatorEnv,
} from '@cardbridge/service-kit/testing';
import { configSchema, loadIdentityConfig } from './config';

describeComposeConfig('identity', { schema: configSchema, load: loadIdentityConfig });

it('starts identity without JWT_PRIVATE_KEY (a key is generated and stored)', () => {
  const { JWT_PRIVATE_KEY: _unset, ...rest } = operatorEnv;
  expect(() => loadIdentityConfig(composeEnvironmentOf('identity', rest))).not.toThrow();
});

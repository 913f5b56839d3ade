import { describeComposeConfig } from '@cardbridge/service-kit/testing';
import { configSchema, loadSubmissionsConfig } from './config';

describeComposeConfig('submissions', { schema: configSchema, load: loadSubmissionsConfig });

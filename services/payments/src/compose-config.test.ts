import { describeComposeConfig } from '@cardbridge/service-kit/testing';
import { configSchema, loadPaymentsConfig } from './config';

describeComposeConfig('payments', { schema: configSchema, load: loadPaymentsConfig });

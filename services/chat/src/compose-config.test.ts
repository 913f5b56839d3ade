import { describeComposeConfig } from '@cardbridge/service-kit/testing';
import { configSchema, loadChatConfig } from './config';

describeComposeConfig('chat', { schema: configSchema, load: loadChatConfig });

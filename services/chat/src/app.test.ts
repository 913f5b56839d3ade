import { describeServiceBasics } from '@cardbridge/service-kit/testing';
import { createChatApp } from './app';
import { loadChatConfig } from './config';

describeServiceBasics({ name: 'chat', loadConfig: loadChatConfig, createApp: createChatApp });

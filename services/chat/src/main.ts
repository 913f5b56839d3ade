import { runService } from '@cardbridge/service-kit';
import { createChatApp } from './app';
import { loadChatConfig } from './config';

await runService({ name: 'chat', loadConfig: loadChatConfig, createApp: createChatApp });

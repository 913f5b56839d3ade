#!/usr/bin/env node
// `cardbridge-platform` (what `npm start` runs once everything is built): the database, the
// services and the gateway under supervision (src/cli.ts, through tsx's loader in this process).
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli.ts', import.meta.url).href);

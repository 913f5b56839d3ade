#!/usr/bin/env node
// `cardbridge-nginx-config '<options JSON>' <out-file>`: writes the nginx config for a local run
// (scripts/render-nginx-config.ts) through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../scripts/render-nginx-config.ts', import.meta.url).href);

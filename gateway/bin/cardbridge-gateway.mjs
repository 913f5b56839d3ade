#!/usr/bin/env node
// `cardbridge-gateway '<options JSON>'`: the Node stand-in gateway (scripts/local-gateway.ts),
// run in this process through tsx's loader, so signals and the exit code stay its own.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../scripts/local-gateway.ts', import.meta.url).href);

#!/usr/bin/env node
// `cardbridge-remote` (`npm run remote -- ...`): the one way a remote's build is published into,
// switched in or rolled back in the versioned store (src/publish/remote-cli.ts, through tsx).
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/publish/remote-cli.ts', import.meta.url).href);

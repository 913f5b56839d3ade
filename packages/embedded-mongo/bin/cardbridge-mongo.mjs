#!/usr/bin/env node
// The CLI is TypeScript and the package ships no build step, so the bin registers tsx's
// loader and then runs src/cli.ts in this same process (signals and exit code stay its own).
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli.ts', import.meta.url).href);

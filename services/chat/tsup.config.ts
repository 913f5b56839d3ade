import { defineConfig } from 'tsup';
import { serviceBuild } from '../tsup.base';

export default defineConfig(serviceBuild);

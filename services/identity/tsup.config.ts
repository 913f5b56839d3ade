import { defineConfig } from 'tsup';
import { serviceBuild } from '../tsup.base';

// The service, and the operator's reset of a lost authenticator (docs/product.md#admin-mfa).
export default defineConfig({ ...serviceBuild, entry: ['src/main.ts', 'src/reset-admin-mfa.ts'] });

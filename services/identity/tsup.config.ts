import { defineConfig } from 'tsup';
import { serviceBuild, serviceEntries } from '../tsup.base';

// The service, and the operator's reset of a lost authenticator (docs/product.md#admin-mfa).
export default defineConfig({
  ...serviceBuild,
  entry: { ...serviceEntries, 'reset-admin-mfa': 'src/reset-admin-mfa.ts' },
});

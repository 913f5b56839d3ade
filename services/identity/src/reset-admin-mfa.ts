import { resetAdminMfaCommand } from './cli/reset-admin-mfa-command';

// An operator's way back in for an admin who lost both the phone and the recovery codes:
// `node dist/reset-admin-mfa.js <username>` with identity's environment (docs/product.md#admin-mfa).
process.exitCode = await resetAdminMfaCommand({ username: process.argv[2] });

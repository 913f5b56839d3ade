import { roleAllows } from '@cardbridge/contracts';
import type { AdminPermission } from '@cardbridge/contracts';
import { useCurrentAdmin } from './api/get-current-admin';

/**
 * Whether the signed-in admin's role holds a permission (docs/product.md#admin-roles). Tabs and
 * buttons a role lacks are left out, not disabled; the server refuses them regardless.
 */
export function useCan(permission: AdminPermission): boolean {
  const { admin } = useCurrentAdmin();
  return roleAllows(admin?.role, permission);
}

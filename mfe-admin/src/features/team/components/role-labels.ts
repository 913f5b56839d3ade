import { adminRoles, type AdminRole } from '@cardbridge/contracts';

/** The roles as the Team tab names them, in the table's order (docs/product.md#admin-roles). */
export const roleLabels: Record<AdminRole, string> = {
  owner: 'Owner',
  reviewer: 'Reviewer',
  finance: 'Finance',
  support: 'Support',
};

export const roleOptions = adminRoles.map((role) => ({ value: role, label: roleLabels[role] }));

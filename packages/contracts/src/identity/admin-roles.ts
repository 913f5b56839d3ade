import { z } from 'zod';

/**
 * The admin team's roles and what each may do (docs/product.md#admin-roles). One table for the
 * server's guards and the admin app's tabs and buttons, so the two cannot disagree.
 */
export const adminRoles = ['owner', 'reviewer', 'finance', 'support'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminRoleSchema = z.enum(adminRoles, {
  error: `Unknown role: choose one of ${adminRoles.join(', ')}`,
});

/** Which roles hold each power. The owner holds every one. */
export const adminPermissionRoles = {
  /** The team: invitations, role changes, disabling. */
  team: ['owner'],
  /** The audit trail. */
  audit: ['owner'],
  /** The remotes' deploy history. */
  deploys: ['owner'],
  /** The submissions queue read-only: status, history, seller. */
  'review.read': ['owner', 'reviewer', 'support'],
  /** Claiming, "Review next", status decisions and balance adjustments. */
  'review.decide': ['owner', 'reviewer'],
  /** Full card numbers, PINs, security codes and the card photos. */
  'card.secrets': ['owner', 'reviewer'],
  /** The transactions list. */
  transactions: ['owner', 'finance'],
  /** Approving or declining payouts held for a second pair of eyes. */
  'payouts.approve': ['owner', 'finance'],
  /** Retrying failed payouts. */
  'payouts.retry': ['owner', 'finance'],
  /** Brand rates and their history. */
  rates: ['owner', 'finance'],
  /** The business charts. */
  insights: ['owner', 'finance'],
  /** The users list. */
  users: ['owner', 'support'],
  /** Support chats. */
  chats: ['owner', 'support'],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminPermission = keyof typeof adminPermissionRoles;

/** Whether an admin of this role holds the permission; an unknown role holds none. */
export function roleAllows(role: string | undefined, permission: AdminPermission): boolean {
  return (adminPermissionRoles[permission] as readonly string[]).includes(role ?? '');
}

/** The refusal every guarded admin route answers (403) when the role lacks the permission. */
export const roleRefusalMessage = 'Your role does not allow this';

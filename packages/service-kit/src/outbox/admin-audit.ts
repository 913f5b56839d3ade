import { internalRoutes } from '@cardbridge/api-routes';
import type { AdminAuditEntry } from '@cardbridge/contracts';
import type { SessionPrincipal } from '../auth/session-principal';
import { MessageExpression } from './outbox';
import type { NewOutboxMessage, Outbox } from './outbox';
import type { OutboxMessage } from './outbox-message';

export interface AdminAction {
  /** The acting admin: `ctx.state.admin` (its role is the one signed into the session). */
  admin: Pick<SessionPrincipal, 'id' | 'username' | 'role'>;
  /** Dotted, e.g. `submission.status` (docs/product.md#admin-team). */
  action: string;
  /** The object acted on, e.g. `submission:<id>`; null when there is none. */
  target?: string | null;
  /** The admin's address: `ctx.ip`. */
  address: string;
  /** When it happened; now by default. */
  at?: Date;
  /**
   * The message id (identity applies each id once). Derive it from the change (`status.<id>.<n>`)
   * when a retried use case must not record the action twice; a fresh UUID otherwise.
   */
  id?: string;
}

/** The audit entry an admin action is recorded as. */
export function adminAuditEntry({
  admin,
  action,
  target,
  address,
  at,
}: AdminAction): AdminAuditEntry {
  return {
    at: (at ?? new Date()).toISOString(),
    adminId: admin.id,
    admin: admin.username,
    role: admin.role ?? null,
    action,
    target: target ?? null,
    address: address.slice(0, 100),
  };
}

const auditMessage = (input: AdminAction): NewOutboxMessage => ({
  ...(input.id ? { id: input.id } : {}),
  route: internalRoutes.adminAudit,
  topic: 'admin.audit',
  payload: { ...adminAuditEntry(input) },
});

/**
 * The outbox message that appends an admin action to identity's audit trail. Push it with the
 * use case's own write (`outbox.push(adminAuditMessage(outbox, ...))`), so the action and its
 * record are stored together or not at all. The service's relay needs identity's internal client.
 */
export function adminAuditMessage(outbox: Outbox, input: AdminAction): OutboxMessage {
  return outbox.message(auditMessage(input));
}

/**
 * Appends an admin action that changes no document of its own (viewing a photo, an export)
 * through the outbox, as a message of its own: delivered to identity at least once, applied once.
 */
export function auditAdminAction(outbox: Outbox, input: AdminAction): Promise<OutboxMessage> {
  return outbox.enqueue(auditMessage(input));
}

/**
 * The audit message of an action on the document a pipeline write picks itself ("Review next"
 * claims whichever submission is oldest): its target is `<kind>:<that document's _id>`, filled
 * in by the same write. Append it with `outbox.append(...)`.
 */
export function adminAuditOfSelf(
  outbox: Outbox,
  input: Omit<AdminAction, 'target'> & { targetKind: string },
): MessageExpression {
  const message = outbox.message(auditMessage({ ...input, target: `${input.targetKind}:` }));
  const target = { $concat: [`${input.targetKind}:`, { $toString: '$_id' }] };
  return new MessageExpression({
    $mergeObjects: [
      { $literal: message },
      { payload: { $mergeObjects: [{ $literal: message.payload }, { target }] } },
    ],
  });
}

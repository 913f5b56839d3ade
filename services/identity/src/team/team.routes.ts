import { Router } from '@koa/router';
import {
  invitationAcceptSchema,
  teamInvitationSchema,
  teamMemberPatchSchema,
} from '@cardbridge/contracts';
import type {
  InvitationAccepted,
  TeamInvitationAnswer,
  TeamList,
  TeamMember,
} from '@cardbridge/contracts';
import {
  currentAdmin,
  parseObjectIdParam,
  requirePermission,
  validate,
} from '@cardbridge/service-kit';
import type { AuthState, SessionGuards } from '@cardbridge/service-kit';
import { requireStrongPassword } from '../users/strong-password';
import { acceptInvitation } from './accept-invitation';
import { changeTeamMember } from './change-team-member';
import type { ChangeTeamMemberDeps } from './change-team-member';
import type { AdminInvitationModel } from './admin-invitation.model';
import { inviteAdmin } from './invite-admin';
import type { InviteAdminDeps } from './invite-admin';
import { listTeam } from './list-team';

export type TeamRoutesDeps = InviteAdminDeps &
  ChangeTeamMemberDeps & { invitations: AdminInvitationModel; guards: SessionGuards };

/** The sellers' strength rule for an invited admin's password (docs/product.md#validation). */
const acceptBody = requireStrongPassword(invitationAcceptSchema, 'password');

/** /api/admin/team (owners) and the invitee's /api/admin/invitations/accept. */
export function teamRoutes(deps: TeamRoutesDeps) {
  const router = new Router<AuthState>({ prefix: '/api/admin' });
  const owners = [deps.guards.requireAdmin, requirePermission('team')] as const;

  router.get('/team', ...owners, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await listTeam({}, deps)) satisfies TeamList;
  });

  router.post('/team/invitations', ...owners, async (ctx) => {
    const invitation = validate(teamInvitationSchema, ctx.request.body);
    const answer = await inviteAdmin({ invitation, by: currentAdmin(ctx), address: ctx.ip }, deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = answer satisfies TeamInvitationAnswer;
  });

  router.patch('/team/:id', ...owners, async (ctx) => {
    const id = parseObjectIdParam(ctx.params.id, 'Admin not found');
    const patch = validate(teamMemberPatchSchema, ctx.request.body);
    ctx.body = (await changeTeamMember(
      { id, patch, by: currentAdmin(ctx), address: ctx.ip },
      deps,
    )) satisfies TeamMember;
  });

  // The invitee has no session yet: the link's token is the proof.
  router.post('/invitations/accept', async (ctx) => {
    const input = validate(acceptBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = (await acceptInvitation(
      { ...input, address: ctx.ip },
      deps,
    )) satisfies InvitationAccepted;
  });

  return router;
}

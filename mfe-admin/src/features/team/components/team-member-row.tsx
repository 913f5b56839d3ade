import { useState } from 'react';
import type { AdminRole, TeamMember } from '@cardbridge/contracts';
import { Badge, Button, ConfirmDialog } from '@cardbridge/ui';
import { errorMessageFor, toast } from '@cardbridge/web-kit';
import { useUpdateTeamMember } from '../api/update-team-member';
import { roleLabels } from './role-labels';
import { RoleSelect } from './role-select';

/** One admin: their role (changeable), and disabling or enabling them. */
export function TeamMemberRow({ member }: { member: TeamMember }) {
  const update = useUpdateTeamMember();
  const [confirming, setConfirming] = useState(false);

  const change = (patch: { role: AdminRole } | { disabled: boolean }, done: string) =>
    update.mutate(
      { id: member.id, patch },
      {
        onSuccess: () => toast({ title: 'Team updated', description: done }),
        onError: (error) =>
          toast({
            title: 'Update failed',
            description: errorMessageFor(error, 'The change could not be saved.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <tr data-testid="team-member-row" className="border-b border-border last:border-0">
      <th scope="row" className="py-3 pr-4 text-left font-medium">
        {member.username}
      </th>
      <td className="py-3 pr-4 text-muted-foreground">{member.email ?? '—'}</td>
      <td className="py-3 pr-4">
        <RoleSelect
          aria-label={`Role of ${member.username}`}
          className="w-36"
          value={member.role}
          disabled={update.isPending}
          onValueChange={(role) =>
            change({ role }, `${member.username} is now ${roleLabels[role]}; their sessions ended.`)
          }
        />
      </td>
      <td className="py-3 pr-4">
        <Badge variant={member.disabled ? 'destructive' : 'secondary'}>
          {member.disabled ? 'Disabled' : 'Active'}
        </Badge>
      </td>
      <td className="py-3 text-right">
        {member.disabled ? (
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            aria-label={`Enable ${member.username}`}
            onClick={() => change({ disabled: false }, `${member.username} can sign in again.`)}
          >
            Enable
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            aria-label={`Disable ${member.username}`}
            onClick={() => setConfirming(true)}
          >
            Disable
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Disable ${member.username}?`}
          description="They are signed out on every service and cannot sign in until an owner enables them again."
          confirmLabel="Disable"
          destructive
          onConfirm={() =>
            change({ disabled: true }, `${member.username} is disabled and signed out.`)
          }
        />
      </td>
    </tr>
  );
}

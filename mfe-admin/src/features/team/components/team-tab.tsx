import { Card, CardContent, CardHeader, CardTitle } from '@cardbridge/ui';
import { AdminTable, ListLoadState } from '../../../components/admin-table';
import { useTeam } from '../api/get-team';
import { InviteAdminForm } from './invite-admin-form';
import { TeamMemberRow } from './team-member-row';

/**
 * The Team tab (owners): invite admins, change their roles, disable or enable them. The server
 * keeps the last active owner (docs/product.md#admin-team); its refusal is shown as a toast.
 */
export function TeamTab() {
  const team = useTeam();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Admin team</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <InviteAdminForm />
        <section aria-labelledby="team-members-heading" className="flex flex-col gap-3">
          <h3 id="team-members-heading" className="text-lg font-semibold">
            Members
          </h3>
          <ListLoadState query={team} failure="Failed to load the team" />
          {team.data && (
            <AdminTable columns={['Username', 'Email', 'Role', 'Status']}>
              {team.data.items.map((member) => (
                <TeamMemberRow key={member.id} member={member} />
              ))}
            </AdminTable>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

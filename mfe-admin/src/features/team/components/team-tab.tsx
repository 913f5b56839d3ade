import { Card, CardContent, CardHeader, CardTitle, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
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
          {team.isLoading && <Spinner />}
          {team.error && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessageFor(team.error, 'Failed to load the team')}
            </p>
          )}
          {team.data && (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-muted-foreground">
                  <tr className="border-b border-border">
                    {['Username', 'Email', 'Role', 'Status'].map((name) => (
                      <th key={name} scope="col" className="py-2 pr-4 font-medium">
                        {name}
                      </th>
                    ))}
                    <th scope="col" className="py-2 text-right font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {team.data.items.map((member) => (
                    <TeamMemberRow key={member.id} member={member} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

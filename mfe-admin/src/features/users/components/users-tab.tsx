import { format } from 'date-fns';
import { Badge, Card, CardContent, CardHeader, CardTitle, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { useUsers } from '../api/get-users';

/** Capitalised for display; a user without a role is a 'User' (docs/product.md#screens). */
function roleLabel(role: string | undefined): string {
  if (!role) return 'User';
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/** The Users tab: 'Platform Users' with username, email, submissions, joined date and role. */
export function UsersTab() {
  const { data: users, isLoading, error } = useUsers();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Platform Users</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && <Spinner />}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageFor(error, 'Failed to load users')}
          </p>
        )}
        {users && users.length === 0 && (
          <p className="text-sm text-muted-foreground">No users have registered yet.</p>
        )}
        {users && users.length > 0 && (
          <ul className="divide-y divide-border">
            {users.map((user) => (
              <li
                key={user.id}
                data-testid="admin-user-row"
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{user.username}</p>
                  <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                  <span className="whitespace-nowrap">
                    {user.submissionCount ?? '—'}{' '}
                    {user.submissionCount === 1 ? 'submission' : 'submissions'}
                  </span>
                  <span className="whitespace-nowrap text-muted-foreground">
                    Joined {format(new Date(user.createdAt), 'MMM d, yyyy')}
                  </span>
                  <Badge variant="secondary">{roleLabel(user.role)}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

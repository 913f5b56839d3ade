import { useState } from 'react';
import { format } from 'date-fns';
import type { AdminUserRow } from '@cardbridge/contracts';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  SearchInput,
  Spinner,
} from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUsers } from '../api/get-users';

/** Capitalised for display; a user without a role is a 'User' (docs/product.md#screens). */
function roleLabel(role: string | undefined): string {
  if (!role) return 'User';
  return role.charAt(0).toUpperCase() + role.slice(1);
}

function UserRow({ user }: { user: AdminUserRow }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <li
      data-testid="admin-user-row"
      className="flex flex-wrap items-center justify-between gap-3 py-3"
    >
      <div className="min-w-0">
        <p className="font-medium">
          {name || user.username}
          {name && <span className="font-normal text-muted-foreground"> · {user.username}</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="whitespace-nowrap">
          {user.submissionCount ?? '—'} {user.submissionCount === 1 ? 'submission' : 'submissions'}
        </span>
        <span className="whitespace-nowrap text-muted-foreground">
          Joined {format(new Date(user.createdAt), 'MMM d, yyyy')}
        </span>
        <Badge variant="secondary">{roleLabel(user.role)}</Badge>
      </div>
    </li>
  );
}

/**
 * The Users tab: 'Platform Users' with name, username, email, submissions, joined date and role,
 * searched on the server and paged, so it stays usable with many thousands of sellers.
 */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const query = useUsers(q);
  const pages = query.data?.pages ?? [];
  const users = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Platform Users</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <SearchInput
          aria-label="Search users"
          placeholder="Search by name, username or email..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {query.isLoading && <Spinner />}
        {query.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageFor(query.error, 'Failed to load users')}
          </p>
        )}
        {query.isSuccess && users.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {search.trim() ? 'No users match your search.' : 'No users have registered yet.'}
          </p>
        )}
        {users.length > 0 && (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              Showing {users.length} of {total} users
            </p>
            <ul className="divide-y divide-border">
              {users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
          </>
        )}
        <LoadMoreButton pages={query} />
      </CardContent>
    </Card>
  );
}

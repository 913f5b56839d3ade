import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cardbridge/ui';
import { useAdminMe } from '../../admin-session/api/use-admin-me';
import { RequireAdmin } from '../../admin-session/components/require-admin';
import { UsersTab } from '../../users/components/users-tab';
import { AdminHeader } from './admin-header';
import { ChatTab } from './chat-tab';
import { NotYetAvailableTab } from './not-yet-available-tab';

function AdminDashboard() {
  const { admin } = useAdminMe();
  return (
    <div className="min-h-screen bg-background text-foreground">
      <AdminHeader username={admin?.username ?? ''} />
      <main className="mx-auto max-w-6xl px-6 py-8">
        <Tabs defaultValue="submissions">
          <TabsList>
            <TabsTrigger value="submissions">Submissions</TabsTrigger>
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="transactions">Transactions</TabsTrigger>
            <TabsTrigger value="chat">Chat</TabsTrigger>
          </TabsList>
          <TabsContent value="submissions" className="mt-6">
            <NotYetAvailableTab
              title="Gift Card Submissions"
              description="Submission review is not available in this release yet."
            />
          </TabsContent>
          <TabsContent value="users" className="mt-6">
            <UsersTab />
          </TabsContent>
          <TabsContent value="transactions" className="mt-6">
            <NotYetAvailableTab
              title="Transaction History"
              description="Transaction history is not available in this release yet."
            />
          </TabsContent>
          <TabsContent value="chat" className="mt-6">
            <ChatTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

/** /admin: the admin dashboard, behind the admin session check. */
export function AdminDashboardPage() {
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  );
}

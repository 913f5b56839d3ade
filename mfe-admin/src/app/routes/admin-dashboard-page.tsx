import { PageTitle, Tabs, TabsContent, TabsList, TabsTrigger } from '@cardbridge/ui';
import { ChatTab } from '../../features/admin-chat/components/chat-tab';
import { AdminHeader } from '../../features/admin-session/components/admin-header';
import { SubmissionsTab } from '../../features/submissions/components/submissions-tab';
import { PayoutsTab } from '../../features/payouts/components/payouts-tab';
import { UsersTab } from '../../features/users/components/users-tab';
import { RequireAdmin } from '../../lib/require-admin';

/**
 * The dashboard's tabs in order. Each feature exports only its tab's content; the frame (header,
 * tab list, panels) is composed here, so no feature receives another as a prop.
 */
const tabs = [
  { value: 'submissions', label: 'Submissions', Content: SubmissionsTab },
  { value: 'users', label: 'Users', Content: UsersTab },
  { value: 'transactions', label: 'Transactions', Content: PayoutsTab },
  { value: 'chat', label: 'Chat', Content: ChatTab },
] as const;

/** /admin: header and the Submissions, Users, Transactions and Chat tabs, behind the admin guard. */
export function AdminDashboardPage() {
  return (
    <>
      <PageTitle>Admin dashboard</PageTitle>
      <RequireAdmin>
        <div className="min-h-screen bg-background text-foreground">
          <AdminHeader />
          <main className="mx-auto max-w-6xl px-6 py-8">
            <Tabs defaultValue="submissions">
              <TabsList>
                {tabs.map(({ value, label }) => (
                  <TabsTrigger key={value} value={value}>
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {tabs.map(({ value, Content }) => (
                <TabsContent key={value} value={value} className="mt-6">
                  <Content />
                </TabsContent>
              ))}
            </Tabs>
          </main>
        </div>
      </RequireAdmin>
    </>
  );
}

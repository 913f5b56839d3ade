import { roleAllows } from '@cardbridge/contracts';
import type { AdminPermission } from '@cardbridge/contracts';
import { PageTitle, Tabs, TabsContent, TabsList, TabsTrigger } from '@cardbridge/ui';
import type { ComponentType } from 'react';
import { ChatTab } from '../../features/admin-chat/components/chat-tab';
import { AdminHeader } from '../../features/admin-session/components/admin-header';
import { InsightsTab } from '../../features/insights/components/insights-tab';
import { DeploysTab } from '../../features/deploys/components/deploys-tab';
import { SubmissionsTab } from '../../features/submissions/components/submissions-tab';
import { PayoutsTab } from '../../features/payouts/components/payouts-tab';
import { UsersTab } from '../../features/users/components/users-tab';
import { TeamTab } from '../../features/team/components/team-tab';
import { AuditTab } from '../../features/audit/components/audit-tab';
import { RatesTab } from '../../features/rates/components/rates-tab';
import { useCurrentAdmin } from '../../lib/api/get-current-admin';
import { RequireAdmin } from '../../lib/require-admin';

interface DashboardTab {
  value: string;
  label: string;
  /** The permission a role needs to see the tab at all (docs/product.md#admin-roles). */
  permission: AdminPermission;
  Content: ComponentType;
}

/**
 * The dashboard's tabs in order. Each feature exports only its tab's content; the frame (header,
 * tab list, panels) is composed here, so no feature receives another as a prop.
 */
const tabs: DashboardTab[] = [
  {
    value: 'submissions',
    label: 'Submissions',
    permission: 'review.read',
    Content: SubmissionsTab,
  },
  { value: 'users', label: 'Users', permission: 'users', Content: UsersTab },
  { value: 'transactions', label: 'Transactions', permission: 'transactions', Content: PayoutsTab },
  { value: 'chat', label: 'Chat', permission: 'chats', Content: ChatTab },
  { value: 'insights', label: 'Insights', permission: 'insights', Content: InsightsTab },
  { value: 'deploys', label: 'Deploys', permission: 'deploys', Content: DeploysTab },
  { value: 'team', label: 'Team', permission: 'team', Content: TeamTab },
  { value: 'audit', label: 'Audit', permission: 'audit', Content: AuditTab },
  { value: 'rates', label: 'Rates', permission: 'rates', Content: RatesTab },
];

/** /admin: header and the tabs the admin's role allows, behind the admin guard. */
export function AdminDashboardPage() {
  return (
    <>
      <PageTitle>Admin dashboard</PageTitle>
      <RequireAdmin>
        <DashboardTabs />
      </RequireAdmin>
    </>
  );
}

function DashboardTabs() {
  const { admin } = useCurrentAdmin();
  const allowed = tabs.filter(({ permission }) => roleAllows(admin?.role, permission));
  return (
    <div className="min-h-screen bg-background text-foreground">
      <AdminHeader />
      <main className="mx-auto max-w-6xl px-6 py-8">
        <Tabs defaultValue={allowed[0]?.value}>
          <TabsList>
            {allowed.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {allowed.map(({ value, Content }) => (
            <TabsContent key={value} value={value} className="mt-6">
              <Content />
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}

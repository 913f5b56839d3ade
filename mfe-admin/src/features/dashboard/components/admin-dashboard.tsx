import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cardbridge/ui';
import { NotYetAvailablePanel } from '../../../components/not-yet-available-panel';
import { AdminHeader } from './admin-header';
import { ChatTab } from './chat-tab';

export interface AdminDashboardProps {
  username: string;
  /** Slots filled by the route from other features (admin-session, users). */
  logoutButton: ReactNode;
  usersTab: ReactNode;
}

/** The /admin dashboard: header and the Submissions, Users, Transactions and Chat tabs. */
export function AdminDashboard({ username, logoutButton, usersTab }: AdminDashboardProps) {
  return (
    <div className="min-h-screen bg-background text-foreground">
      <AdminHeader username={username} logoutButton={logoutButton} />
      <main className="mx-auto max-w-6xl px-6 py-8">
        <Tabs defaultValue="submissions">
          <TabsList>
            <TabsTrigger value="submissions">Submissions</TabsTrigger>
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="transactions">Transactions</TabsTrigger>
            <TabsTrigger value="chat">Chat</TabsTrigger>
          </TabsList>
          <TabsContent value="submissions" className="mt-6">
            <NotYetAvailablePanel
              title="Gift Card Submissions"
              description="Submission review is not available in this release yet."
            />
          </TabsContent>
          <TabsContent value="users" className="mt-6">
            {usersTab}
          </TabsContent>
          <TabsContent value="transactions" className="mt-6">
            <NotYetAvailablePanel
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

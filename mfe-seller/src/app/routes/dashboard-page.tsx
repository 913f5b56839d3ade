import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  pageContainerClass,
  PageTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@cardbridge/ui';
import { useCurrentUser } from '@cardbridge/web-kit';
import { RequireSeller } from '../../components/require-seller';
import { SummaryCards } from '../../features/dashboard';
import { PaymentMethodsTab } from '../../features/payment-methods';
import { SettingsTab } from '../../features/settings';
import { SubmissionsPanel } from '../../features/submissions';
import { SupportChat } from '../../features/support-chat';
import {
  myTransactionsQueryKey,
  TransactionsPanel,
  useMyTransactions,
} from '../../features/transactions';
import { useStatusNotifications } from '../../features/notifications';
import { useMySubmissions } from '../../lib/api/get-my-submissions';
import { usePaymentMethods } from '../../lib/api/get-payment-methods';
import { paymentMethodLabel } from '../../lib/payment-methods/payment-method-label';

/**
 * /dashboard: the seller's summary and tabs (the customizable layout is a later issue). Composes the
 * dashboard, submissions, transactions, payment-methods, settings and support-chat features, and
 * tells the seller when a submission or payout changes status. `?tab=` opens a
 * tab directly (the signed-in "Contact Support" links open `?tab=support`).
 */
export function DashboardPage() {
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <RequireSeller description="Sign in to see your dashboard.">
        <SignedInDashboard />
      </RequireSeller>
    </>
  );
}

function SignedInDashboard() {
  const { user } = useCurrentUser();
  const name = user?.firstName || user?.username || '';
  const submissions = useMySubmissions();
  const methods = usePaymentMethods();
  const list = submissions.data;
  const [params] = useSearchParams();
  const transactions = useMyTransactions();
  const queryClient = useQueryClient();
  // A status change may have booked or reversed a payout: show it without waiting.
  const refreshPayouts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: myTransactionsQueryKey }),
    [queryClient],
  );
  useStatusNotifications(list, transactions.data, refreshPayouts);

  return (
    <div className={cn(pageContainerClass, 'flex flex-col gap-6 py-10')}>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Dashboard</h1>
          <p className="text-muted-foreground">Welcome back, {name}.</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to="/get-quote">Get Quote</Link>
          </Button>
          <Button asChild>
            <Link to="/get-quote">
              <Plus aria-hidden="true" />
              Sell Gift Card
            </Link>
          </Button>
        </div>
      </header>

      <SummaryCards submissions={list ?? []} paymentMethodCount={methods.data?.length ?? 0} />

      <Tabs defaultValue={params.get('tab') ?? 'overview'}>
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="submissions">Submissions</TabsTrigger>
          <TabsTrigger value="transactions">Transactions</TabsTrigger>
          <TabsTrigger value="payment-methods">Payment Methods</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="support">Support</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid gap-4 md:grid-cols-2">
          <SubmissionsPanel
            title="Recent Submissions"
            submissions={list}
            isLoading={submissions.isLoading}
            isError={submissions.isError}
            limit={3}
          />
          <Card>
            <CardHeader>
              <CardTitle>Payment Methods</CardTitle>
            </CardHeader>
            <CardContent>
              {methods.data?.length ? (
                <ul className="flex flex-col gap-2 text-sm">
                  {methods.data.slice(0, 3).map((method) => (
                    <li key={method.id}>{paymentMethodLabel(method)}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No payment methods yet.</p>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="submissions">
          <SubmissionsPanel
            title="Your Submissions"
            submissions={list}
            isLoading={submissions.isLoading}
            isError={submissions.isError}
          />
        </TabsContent>

        <TabsContent value="transactions">
          <TransactionsPanel />
        </TabsContent>

        <TabsContent value="payment-methods">
          <PaymentMethodsTab />
        </TabsContent>

        <TabsContent value="settings">
          <SettingsTab />
        </TabsContent>

        <TabsContent value="support">
          <SupportChat />
        </TabsContent>
      </Tabs>
    </div>
  );
}

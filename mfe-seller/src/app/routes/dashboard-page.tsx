import { useCallback, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  Button,
  cn,
  pageContainerClass,
  PageTitle,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TitledCard,
} from '@cardbridge/ui';
import { useCurrentUser } from '@cardbridge/web-kit';
import { RequireSeller } from '../../components/require-seller';
import {
  CustomizableDashboard,
  QuickActions,
  RecentActivity,
  SummaryCards,
  useViewMode,
  ViewModeSwitch,
} from '../../features/dashboard';
import { PaymentMethodsSummary, PaymentMethodsTab } from '../../features/payment-methods';
import { SettingsTab } from '../../features/settings';
import { SubmissionList, SubmissionsPanel } from '../../features/submissions';
import { SupportChat } from '../../features/support-chat';
import { myPayoutsQueryKey, PayoutsPanel, useMyPayouts } from '../../features/payouts';
import { useStatusNotifications } from '../../features/notifications';
import { useMySubmissions } from '../../lib/api/get-my-submissions';
import { usePaymentMethods } from '../../lib/api/get-payment-methods';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'submissions', label: 'Submissions' },
  { value: 'transactions', label: 'Transactions' },
  { value: 'payment-methods', label: 'Payment Methods' },
  { value: 'settings', label: 'Settings' },
  { value: 'support', label: 'Support' },
] as const;

/**
 * /dashboard (docs/product.md#customer-dashboard): the seller's summary, then either the tabs or the
 * customizable widgets, as the seller last chose. Composes the dashboard, submissions,
 * payouts, payment-methods, settings and support-chat features, and tells the seller when a
 * submission or payout changes status. `?tab=` opens a tab directly (the signed-in "Contact
 * Support" links open `?tab=support`).
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
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const [viewMode, setViewMode] = useViewMode(tab !== null);
  const payouts = useMyPayouts();
  // The timeline's Paid stage: payments knows when, the submissions list does not.
  const paidAt = Object.fromEntries(
    (payouts.data ?? [])
      .filter((payout) => payout.status === 'completed')
      .map((payout) => [payout.giftCardId, payout.updatedAt]),
  );
  const queryClient = useQueryClient();
  // A status change may have booked or reversed a payout: show it without waiting.
  const refreshPayouts = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: myPayoutsQueryKey }),
    [queryClient],
  );
  useStatusNotifications(list, payouts.data, refreshPayouts);

  const whenLoaded = (content: ReactNode) => (submissions.isLoading ? <Spinner /> : content);
  const summary = (
    <SummaryCards submissions={list ?? []} paymentMethodCount={methods.data?.length ?? 0} />
  );

  return (
    <div className={cn(pageContainerClass, 'flex flex-col gap-6 py-10')}>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Dashboard</h1>
          <p className="text-muted-foreground">Welcome back, {name}.</p>
        </div>
        <div className="flex flex-wrap gap-2">
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

      <ViewModeSwitch
        mode={viewMode}
        onChange={(mode) => {
          setViewMode(mode);
          if (tab !== null) setParams({}, { replace: true });
        }}
      />

      {viewMode === 'customizable' ? (
        <CustomizableDashboard
          widgets={{
            stats: summary,
            activity: whenLoaded(
              <RecentActivity submissions={list ?? []} payouts={payouts.data ?? []} limit={3} />,
            ),
            payments: <PaymentMethodsSummary limit={2} />,
            submissions: whenLoaded(
              <SubmissionList submissions={list ?? []} limit={4} paidAt={paidAt} />,
            ),
            'quick-actions': <QuickActions />,
          }}
        />
      ) : (
        <>
          {summary}
          <Tabs
            value={tab ?? 'overview'}
            onValueChange={(value) => setParams({ tab: value }, { replace: true })}
          >
            <TabsList className="h-auto flex-wrap">
              {tabs.map(({ value, label }) => (
                <TabsTrigger key={value} value={value}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>

            <TabsContent value="overview" className="grid gap-4 md:grid-cols-2">
              <SubmissionsPanel
                title="Recent Submissions"
                submissions={list}
                isLoading={submissions.isLoading}
                isError={submissions.isError}
                limit={3}
                paidAt={paidAt}
              />
              <TitledCard title="Payment Methods">
                <PaymentMethodsSummary limit={3} />
              </TitledCard>
            </TabsContent>

            <TabsContent value="submissions">
              <SubmissionsPanel
                title="Your Submissions"
                submissions={list}
                isLoading={submissions.isLoading}
                isError={submissions.isError}
                paidAt={paidAt}
              />
            </TabsContent>

            <TabsContent value="transactions">
              <PayoutsPanel />
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
        </>
      )}
    </div>
  );
}

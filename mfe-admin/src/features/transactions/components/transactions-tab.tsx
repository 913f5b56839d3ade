import { NotYetAvailablePanel } from '../../../components/not-yet-available-panel';

/** The dashboard's Transactions tab content: the payout history, once payouts ship. */
export function TransactionsTab() {
  return (
    <NotYetAvailablePanel
      title="Transaction History"
      description="Transaction history is not available in this release yet."
    />
  );
}

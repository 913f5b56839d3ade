import { format } from 'date-fns';
import type { DeployHistoryItem } from '@cardbridge/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, Spinner } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { useDeploys } from '../api/get-deploys';

const actionLabels: Record<DeployHistoryItem['action'], string> = {
  deploy: 'Deploy',
  rollback: 'Rollback',
  canary: 'Canary',
  promote: 'Promote',
  abort: 'Abort',
  'auto-abort': 'Automatic abort',
};

function DeployRow({ item }: { item: DeployHistoryItem }) {
  const action =
    item.action === 'canary' ? `Canary ${item.percent ?? '?'} %` : actionLabels[item.action];
  return (
    <li data-testid="deploy-row" className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
      <span className="whitespace-nowrap text-sm text-muted-foreground">
        {format(new Date(item.at), 'MMM d, yyyy HH:mm')}
      </span>
      <span className="font-medium">{item.remote}</span>
      <Badge variant={item.action === 'auto-abort' ? 'destructive' : 'secondary'}>{action}</Badge>
      <span className="font-mono text-sm">
        {item.from ?? '—'} → {item.to}
      </span>
      <span className="text-sm">by {item.by}</span>
      <span className="basis-full text-sm text-muted-foreground">{item.why}</span>
    </li>
  );
}

/**
 * The Deploys tab (owners): every change of a remote's serving versions — deploys, rollbacks,
 * canaries and their promotion or abort — with when, who, from → to and why
 * (docs/product.md#releasing-a-remote).
 */
export function DeploysTab() {
  const query = useDeploys();
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Deploy history</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isLoading && <Spinner />}
        {query.error && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageFor(query.error, 'Failed to load the deploy history')}
          </p>
        )}
        {query.isSuccess && items.length === 0 && (
          <p className="text-sm text-muted-foreground">No remote has been deployed yet.</p>
        )}
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <DeployRow key={`${item.at}-${item.remote}-${item.action}`} item={item} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

import type { DeployHistoryPage } from '@cardbridge/contracts';
import type { DeployHistoryEntry } from '@cardbridge/build-config/publish';

/** The newest 200 registry changes (of one remote, or all), newest first. */
export function listDeploys(
  { remote }: { remote?: string },
  { read }: { read: (remote?: string) => DeployHistoryEntry[] },
): DeployHistoryPage {
  return { items: read(remote).slice(-200).reverse() };
}

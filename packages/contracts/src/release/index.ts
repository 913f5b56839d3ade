export {
  clientEventKinds,
  clientEventMaxBytes,
  clientEventSchema,
  clientEventSummarySchema,
  versionCountsSchema,
} from './client-events';
export type {
  ClientEvent,
  ClientEventKind,
  ClientEventSummary,
  VersionCounts,
} from './client-events';
export { deployHistoryItemSchema, deployHistoryPageSchema } from './deploy-history';
export type { DeployHistoryItem, DeployHistoryPage } from './deploy-history';

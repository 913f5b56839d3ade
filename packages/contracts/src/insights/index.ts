export { payoutInsightsSchema, submissionInsightsSchema } from './answers';
export {
  insightsQuerySchema,
  insightsRangeMessage,
  insightsPeriod,
  insightsRanges,
  toMinutes,
} from './insights';
export type {
  DurationPercentiles,
  InsightsPeriod,
  InsightsQuery,
  InsightsRange,
  PayoutInsights,
  PayoutsDay,
  SubmissionInsights,
  SubmissionsDay,
} from './insights';

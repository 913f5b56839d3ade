export {
  publicBrandListSchema,
  publicBrandSchema,
  rateChangeSchema,
  rateConfirmationSchema,
  rateHistoryEntrySchema,
  rateHistoryPageSchema,
  rateHistoryQuerySchema,
  rateMessages,
  rateSchema,
} from './brand';
export type {
  PublicBrand,
  RateChangeRequest,
  RateConfirmation,
  RateHistoryEntry,
  RateHistoryPage,
} from './brand';
export { quoteRefusalSchema, quoteRequestObject, quoteRequestSchema, quoteSchema } from './quote';
export type { Quote, QuoteRefusal, QuoteRequest } from './quote';

export { sellBrand } from './lib/sell-brand';
export { QuoteStep } from './components/quote-step';
export { SubmissionStep } from './components/submission-step';
export { useLeaveGuard } from './hooks/use-leave-guard';
export { useRateLock } from './hooks/use-rate-lock';

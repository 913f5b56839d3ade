/**
 * The front ends' test kit (`@cardbridge/web-kit/testing`). Importing it puts the HTTP mock server
 * in place for the test file: listening before the first test, handlers and recorded requests
 * reset, the DOM cleaned and the toasts dismissed after each test, closed after the last.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { useToastStore } from '../toast/toast-store';
import { apiServer } from './api-server';
import { clearRecordedRequests } from './recorded-requests';

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  clearRecordedRequests();
  useToastStore.setState({ toasts: [] });
});
afterAll(() => apiServer.close());

export type { ApiAnswers, ApiRoute, MessageAnswer } from './api-answers';
export { api } from './api';
export { apiServer, type Answer, type AnswerInit, type AnswerRequest } from './api-server';
export type { RecordedRequest } from './recorded-requests';
export {
  anAdminSubmission,
  aPaymentMethod,
  aPayout,
  aPublicBrand,
  aSubmission,
  aUser,
} from './fixtures';
export { newestPageOf } from './message-pages';
export {
  renderWithProviders,
  type RenderOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { HttpResponse } from 'msw';

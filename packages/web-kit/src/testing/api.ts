import { answer, answerLater, answerWith, mockApi, networkFailure } from './api-server';
import { lastJsonBody, recordedRequests, requestsTo } from './recorded-requests';

/**
 * The mocked API of a test, in one name: `api.mock(api.answer('GET /api/x', body))` sets what
 * the server answers (typed by the contracts), `api.requestsTo(...)` and `api.lastJsonBody(...)`
 * read what the component sent.
 */
export const api = {
  mock: mockApi,
  answer,
  answerWith,
  answerLater,
  networkFailure,
  requestsTo,
  lastJsonBody,
  recordedRequests,
};

export { ApiError, errorMessageFor, throwIfNotOk } from './api/api-error';
export { apiRequest, getJson, type HttpMethod } from './api/api-request';
export { createQueryClient, defaultQueryFn } from './api/query-client';
export {
  currentUserQueryKey,
  fetchCurrentUser,
  useCurrentUser,
  type CurrentUser,
} from './auth/current-user';
export {
  toast,
  useToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-store';

export { ApiError, errorMessageFor, throwIfNotOk } from './api/api-error';
export { ApiContractError, endpointName, readAnswer } from './api/api-answer';
export { apiRequest, getJson, requestJson, type HttpMethod } from './api/api-request';
export { apiUpload, type UploadOptions } from './api/api-upload';
export { createQueryClient } from './api/query-client';
export { brandsQueryKey, getBrands } from './brands/get-brands';
export {
  currentUserQueryKey,
  currentUserQueryOptions,
  fetchCurrentUser,
  useCurrentUser,
  type CurrentUser,
} from './auth/get-current-user';
export { RequireUser, type RequireUserProps } from './auth/require-user';
export {
  DEFAULT_RETURN_PATH,
  RETURN_TO_PARAM,
  returnPathFrom,
  signInPathFor,
} from './auth/return-path';
export { useReturnPath } from './auth/use-return-path';
export {
  toast,
  succeededOrToast,
  useToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-store';
export {
  loadPasswordStrength,
  usePasswordStrength,
  withStrongPassword,
} from './password/password-strength';

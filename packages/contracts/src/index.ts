export { errorBodySchema } from './error-body';
export type { ErrorBody, FieldErrors } from './error-body';
export type { StatusLook, StatusTone } from './status-tone';
export * from './chat';
export * from './identity';
export * from './payments';
export * from './submissions';
export * from './internal';
export * from './brands';

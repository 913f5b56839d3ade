/** The `{ message }` bodies the gateway itself answers with, shared by nginx and the local gateway. */
export const gatewayErrors = {
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request body too large',
  429: 'Too many requests, please try again later',
  502: 'Service unavailable, please try again shortly',
  503: 'Service unavailable, please try again shortly',
  504: 'The service took too long to respond',
} as const;

export type GatewayErrorStatus = keyof typeof gatewayErrors;

export function errorBody(status: GatewayErrorStatus): string {
  return JSON.stringify({ message: gatewayErrors[status] });
}

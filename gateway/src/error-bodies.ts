/** The `{ message }` bodies the gateway itself answers with, shared by nginx and the local gateway. */
export const gatewayErrors = {
  400: 'Bad request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request body too large',
  414: 'Request address too long',
  /** nginx's own code for an over-large header or cookie; the client is sent 400. */
  494: 'Request header or cookie too large',
  429: 'Too many requests, please try again later',
  500: 'Internal server error',
  502: 'Service unavailable, please try again shortly',
  503: 'Service unavailable, please try again shortly',
  504: 'The service took too long to respond',
} as const;

/** How long a client refused by a rate limit should wait, in seconds (nginx sends no Retry-After). */
export const retryAfterSeconds = 60;

export type GatewayErrorStatus = keyof typeof gatewayErrors;

export function errorBody(status: GatewayErrorStatus): string {
  return JSON.stringify({ message: gatewayErrors[status] });
}

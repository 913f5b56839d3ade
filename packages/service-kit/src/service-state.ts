import type { Logger } from 'pino';

/** What the kit's middleware puts on `ctx.state` for every request. */
export interface ServiceState {
  /** The gateway's `x-request-id`, or a generated one; echoed in the response. */
  requestId: string;
  /** Child logger that stamps `requestId` on every line. */
  log: Logger;
}

import {
  adminAuditEntrySchema,
  adminAuditRecordedSchema,
  clientEventSummarySchema,
  deliveredMessageSchema,
  internalUserSchema,
  noticeOutcomeSchema,
  paymentMethodAnswerSchema,
  payoutRequestSchema,
  payoutReversalSchema,
  payoutSchema,
  registrationsFromSchema,
  revokedSessionsResponseSchema,
  submissionCountsResponseSchema,
  submissionStatusNoticeSchema,
} from '@cardbridge/contracts';
import type { z } from 'zod';
import type { ServiceName } from './route-table';

/**
 * One service-to-service route. The gateway never routes `/internal` (these rows are kept apart
 * from `routeTable` so nothing generated from it can expose them); the owner mounts each row and
 * callers reach it through the service kit's internal client, which takes the row itself.
 */
export interface InternalRoute<
  Path extends string = string,
  Response extends z.ZodType = z.ZodType,
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
> {
  method: Method;
  /** `{name}` marks a path parameter matching one path segment, as in the public table. */
  path: Path;
  /** The service that mounts it. */
  service: ServiceName;
  summary: string;
  /** The JSON body it takes (POST), validated by the owner before its handler runs. */
  request: Request;
  /** Its 2xx answer, which the caller's client parses it with. */
  response: Response;
  /** `planned`: agreed, not mounted yet. Each owner's mount test covers the `served` rows. */
  status: 'served' | 'planned';
}

const internalRoute = <
  const Path extends string,
  Response extends z.ZodType,
  Method extends 'GET' | 'POST',
  Request extends z.ZodType | undefined = undefined,
>(
  route: Omit<InternalRoute<Path, Response, Request, Method>, 'status' | 'request'> &
    Partial<Pick<InternalRoute<Path, Response, Request, Method>, 'status' | 'request'>>,
): InternalRoute<Path, Response, Request, Method> =>
  ({ status: 'served', request: undefined, ...route }) as InternalRoute<
    Path,
    Response,
    Request,
    Method
  >;

/** Every internal route, by the name callers use. */
export const internalRoutes = {
  revokedSessions: internalRoute({
    method: 'GET',
    path: '/internal/revoked-sessions',
    service: 'identity',
    summary: 'Sessions ended early since a cursor (`?since=`), polled by every session check',
    response: revokedSessionsResponseSchema,
  }),
  user: internalRoute({
    method: 'GET',
    path: '/internal/users/{id}',
    service: 'identity',
    summary: "Who a user is (username, email), for another service's records",
    response: internalUserSchema,
  }),
  registrations: internalRoute({
    method: 'GET',
    path: '/internal/registrations',
    service: 'identity',
    summary: 'Usernames signed up from a client address since a time (`?address=&since=`)',
    response: registrationsFromSchema,
  }),
  submissionStatusNotice: internalRoute({
    method: 'POST',
    path: '/internal/notifications/submission-status',
    service: 'identity',
    summary: "Email the seller about their submission's new status (outbox delivery)",
    request: deliveredMessageSchema(submissionStatusNoticeSchema),
    response: noticeOutcomeSchema,
  }),
  adminAudit: internalRoute({
    method: 'POST',
    path: '/internal/admin-audit',
    service: 'identity',
    summary: "Append an admin's action to the audit trail (outbox delivery, once per message id)",
    request: deliveredMessageSchema(adminAuditEntrySchema),
    response: adminAuditRecordedSchema,
  }),
  submissionCounts: internalRoute({
    method: 'GET',
    path: '/internal/submission-counts',
    service: 'submissions',
    summary: "Submissions per seller, for the admin's user list",
    response: submissionCountsResponseSchema,
  }),
  sellerPaymentMethod: internalRoute({
    method: 'GET',
    path: '/internal/users/{userId}/payment-methods/{id}',
    service: 'payments',
    summary: "A seller's own live payout method; 404 for anyone else's",
    response: paymentMethodAnswerSchema,
  }),
  payouts: internalRoute({
    method: 'POST',
    path: '/internal/payouts',
    service: 'payments',
    summary: 'Book the payout of a completed submission (outbox delivery)',
    request: deliveredMessageSchema(payoutRequestSchema),
    response: payoutSchema,
  }),
  payoutReversals: internalRoute({
    method: 'POST',
    path: '/internal/payouts/reversals',
    service: 'payments',
    summary: "Reverse a reverted completion's payout (outbox delivery)",
    request: deliveredMessageSchema(payoutReversalSchema),
    response: payoutSchema,
  }),
  clientEventSummary: internalRoute({
    method: 'GET',
    path: '/internal/client-events/summary',
    service: 'chat',
    summary:
      "A remote's views and errors per version over the last `?minutes=` (the remote command)",
    response: clientEventSummarySchema,
  }),
} as const;

export type InternalRouteName = keyof typeof internalRoutes;

export const internalRouteTable: readonly InternalRoute[] = Object.values(internalRoutes);

/** The `{name}`s of a path: `'userId' | 'id'` for `/internal/users/{userId}/payment-methods/{id}`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

export type PathParams<Path extends string> = Record<PathParamNames<Path>, string>;

/** The path with each `{name}` filled in, encoded as one segment. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The path in @koa/router's form (`/internal/users/:id`), for the owner to mount. */
export const koaPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

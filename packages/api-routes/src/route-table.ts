import { serviceNames, type ServiceName } from '@cardbridge/topology';
import type { z } from 'zod';
import { jsonBodies, multipartBodies } from './request-bodies';

/**
 * The single source of truth for the public /api surface: every documented method and path with
 * the service that owns it (docs/architecture.md#route-ownership). The nginx config, the local
 * gateway and the OpenAPI document are all generated from this list. The services themselves are
 * named in @cardbridge/topology.
 */
export { serviceNames, type ServiceName };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The gateway's rate limit zones (docs/product.md#limits). Each counts requests per client address,
 * or per session cookie (a request without one counts against its address); a route may sit in
 * several, e.g. an upload counts against its seller and its address.
 */
export const rateLimitKeys = {
  /** Sign-in steps: passwords, MFA codes and authenticator enrolment during sign-in. */
  login: 'address',
  register: 'address',
  /** Signed-in routes that check a password (argon2 is costly by design). */
  password: 'address',
  refresh: 'address',
  'refresh-session': 'session',
  profile: 'address',
  upload: 'address',
  'upload-seller': 'session',
  /** A seller's answers on their own submissions: accept or decline an adjustment, cancel. */
  'seller-action': 'session',
  /** Signed-in users' support chat. */
  chat: 'address',
  /** Visitors' contact form and contact chat. */
  contact: 'address',
  /** The shell's reports of remote views and errors (docs/product.md#releasing-a-remote). */
  'client-events': 'address',
  /** Rate locks: anyone may ask, each one is stored (docs/product.md#rate-lock). */
  quote: 'address',
  /** The admin's insights: each request aggregates a whole period, so a loop is cut short. */
  insights: 'session',
  /** Claims and "Review next" per admin session: a reviewer's pace, not a script's. */
  review: 'session',
  /**
   * An admin's decisions that move money or tell a seller: status changes, balance adjustments,
   * payout approvals, declines and retries. A person's pace, per admin session.
   */
  'admin-action': 'session',
} as const satisfies Record<string, 'address' | 'session'>;
export type RateLimitZone = keyof typeof rateLimitKeys;
export const rateLimitZones = Object.keys(rateLimitKeys) as RateLimitZone[];

export interface ApiRoute {
  method: HttpMethod;
  /** Documented form (OpenAPI style): `{name}` marks a path parameter matching one path segment. */
  path: string;
  service: ServiceName;
  summary: string;
  /** Multipart image upload: large body limit, streamed to the service unbuffered. */
  upload?: boolean;
  /** The zones a request must pass, each refusing with 429 on its own. */
  rateLimits?: readonly RateLimitZone[];
  /**
   * `planned`: documented and routed, but its service does not answer it yet (a 404 from the
   * service). Tests that call every route (the authorisation matrix) cover `served` ones.
   */
  status: 'served' | 'planned';
  /** The contract its body is validated with (packages/contracts), if it takes one. */
  request?: { json?: z.ZodType; multipart?: z.ZodType };
}

const route = (
  method: HttpMethod,
  path: string,
  service: ServiceName,
  summary: string,
  policy: Partial<Pick<ApiRoute, 'upload' | 'rateLimits' | 'status'>> = {},
): ApiRoute => {
  const key = `${method} ${path}`;
  const json = jsonBodies[key];
  const multipart = multipartBodies[key];
  const request = json || multipart ? { json, multipart } : undefined;
  return {
    method,
    path,
    service,
    summary,
    status: 'served',
    ...policy,
    ...(request && { request }),
  };
};

export const routeTable: readonly ApiRoute[] = [
  // identity: accounts, sessions, profile, notification preferences, admins
  route('GET', '/api/auth/me', 'identity', 'The signed-in user (user: null for a visitor)'),
  route('POST', '/api/auth/login', 'identity', 'Sign in with email and password', {
    rateLimits: ['login'],
  }),
  route('POST', '/api/auth/register', 'identity', 'Create an account', {
    rateLimits: ['register'],
  }),
  // The emailed link finishes a sign-up: the account is made and signed in (docs/product.md#limits).
  route('POST', '/api/auth/register/confirm', 'identity', 'Finish a sign-up (emailed link)', {
    rateLimits: ['register'],
  }),
  route('POST', '/api/auth/logout', 'identity', 'Sign out'),
  route('POST', '/api/auth/refresh', 'identity', 'Renew the short-lived session token', {
    rateLimits: ['refresh', 'refresh-session'],
  }),
  route('POST', '/api/auth/sign-out-others', 'identity', "End the user's other sessions"),
  route('GET', '/api/auth/jwks', 'identity', 'Public keys that verify session tokens'),
  route('PATCH', '/api/profile', 'identity', 'Update the profile', { rateLimits: ['profile'] }),
  route('POST', '/api/profile/confirm-email', 'identity', 'Confirm a new email (emailed link)', {
    rateLimits: ['profile'],
  }),
  route('GET', '/api/notifications', 'identity', 'Notification preferences'),
  route('PATCH', '/api/notifications', 'identity', 'Update notification preferences'),
  route('PATCH', '/api/change-password', 'identity', 'Change the password', {
    rateLimits: ['password'],
  }),
  route('POST', '/api/admin/login', 'identity', 'Admin sign-in with username and password', {
    rateLimits: ['login'],
  }),
  route('POST', '/api/admin/login/mfa', 'identity', 'Admin sign-in, step two: the code', {
    rateLimits: ['login'],
  }),
  // Sign-in steps too when enrolment is required before a session (docs/product.md#admin-mfa).
  route('POST', '/api/admin/mfa/setup', 'identity', 'Start adding an authenticator (admin)', {
    rateLimits: ['login'],
  }),
  route(
    'POST',
    '/api/admin/mfa/enable',
    'identity',
    'Confirm the authenticator with a code (admin)',
    {
      rateLimits: ['login'],
    },
  ),
  route('GET', '/api/admin/me', 'identity', 'The signed-in admin'),
  route('GET', '/api/admin/session', 'identity', "The admin app's session check (admin or null)"),
  route('POST', '/api/admin/logout', 'identity', 'Admin sign-out'),
  route('GET', '/api/admin/users', 'identity', 'All users (admin)'),
  // The audit trail is read-only: no route edits or deletes an entry (docs/product.md#admin-team).
  route('GET', '/api/admin/audit', 'identity', 'The admin audit trail, newest first (owner)'),
  route('GET', '/api/admin/team', 'identity', 'The admin team (owner)'),
  route('POST', '/api/admin/team/invitations', 'identity', 'Invite an admin (owner)', {
    rateLimits: ['profile'],
  }),
  route(
    'PATCH',
    '/api/admin/team/{id}',
    'identity',
    "Change an admin's role, disable or enable (owner)",
  ),
  // The invitee has no session yet; setting the password is an account creation.
  route(
    'POST',
    '/api/admin/invitations/accept',
    'identity',
    'Accept an invitation: set a password',
    {
      rateLimits: ['register'],
    },
  ),

  // submissions: gift card submissions, images, brand catalogue
  route('GET', '/api/brands', 'submissions', 'The brands with their live rates (ETag)'),
  route('POST', '/api/quotes', 'submissions', 'Lock the current rate for an amount', {
    rateLimits: ['quote'],
  }),
  route('PATCH', '/api/admin/brands/{slug}', 'submissions', "Set a brand's rate (admin)"),
  route('GET', '/api/admin/brands/{slug}/history', 'submissions', "A brand's rate changes (admin)"),
  route('POST', '/api/submit-gift-card', 'submissions', 'Submit a gift card with images', {
    upload: true,
    rateLimits: ['upload', 'upload-seller'],
  }),
  route('GET', '/api/my-submissions', 'submissions', "The signed-in user's submissions"),
  route(
    'POST',
    '/api/my-submissions/{id}/accept-adjustment',
    'submissions',
    "Accept a submission's adjusted balance",
    { rateLimits: ['seller-action'] },
  ),
  route(
    'POST',
    '/api/my-submissions/{id}/decline-adjustment',
    'submissions',
    "Decline a submission's adjusted balance",
    { rateLimits: ['seller-action'] },
  ),
  route('POST', '/api/my-submissions/{id}/cancel', 'submissions', 'Cancel a pending submission', {
    rateLimits: ['seller-action'],
  }),
  route('GET', '/api/uploads/{file}', 'submissions', "A seller's own verification image"),
  route('GET', '/api/admin/gift-cards', 'submissions', 'All gift cards (admin)'),
  route('GET', '/api/admin/submissions', 'submissions', 'All submissions (admin)'),
  route(
    'GET',
    '/api/admin/insights/submissions',
    'submissions',
    'Submission insights over 7, 30 or 90 days, and the review queue now (admin)',
    { rateLimits: ['insights'] },
  ),
  route(
    'GET',
    '/api/admin/submissions/facets',
    'submissions',
    "The whole queue's brands and status counts (admin)",
  ),
  route(
    'POST',
    '/api/admin/submissions/next',
    'submissions',
    'Claim the oldest unclaimed pending submission (admin)',
    { rateLimits: ['review'] },
  ),
  route('POST', '/api/admin/submissions/{id}/claim', 'submissions', 'Claim or renew (admin)', {
    rateLimits: ['review'],
  }),
  route('DELETE', '/api/admin/submissions/{id}/claim', 'submissions', 'Release a claim (admin)', {
    rateLimits: ['review'],
  }),
  route(
    'PATCH',
    '/api/admin/submissions/{id}/status',
    'submissions',
    "Change a submission's status (admin)",
    { rateLimits: ['admin-action'] },
  ),
  route(
    'POST',
    '/api/admin/submissions/{id}/adjust',
    'submissions',
    "Adjust a submission's balance, for the seller to accept or decline (admin)",
    { rateLimits: ['admin-action'] },
  ),
  route('GET', '/api/admin/view/{file}', 'submissions', 'View a verification image (admin)'),
  route(
    'GET',
    '/api/admin/download/{file}',
    'submissions',
    'Download a verification image (admin)',
  ),

  // payments: payout methods and transactions
  route('GET', '/api/payment-methods', 'payments', "The signed-in user's payment methods"),
  route('POST', '/api/payment-methods', 'payments', 'Add a payment method'),
  route('PATCH', '/api/payment-methods/{id}', 'payments', 'Update a payment method'),
  route('DELETE', '/api/payment-methods/{id}', 'payments', 'Delete a payment method'),
  route('GET', '/api/transactions', 'payments', "The signed-in user's payout transactions"),
  route('GET', '/api/admin/transactions', 'payments', 'All payout transactions (admin)'),
  route(
    'GET',
    '/api/admin/insights/payouts',
    'payments',
    'Payout insights over 7, 30 or 90 days (admin)',
    {
      rateLimits: ['insights'],
    },
  ),
  // Four-eyes approval of large payouts (docs/product.md#four-eyes-approval).
  route(
    'POST',
    '/api/admin/transactions/{id}/approve',
    'payments',
    'Approve a payout awaiting approval: another admin than its completer (admin)',
    { rateLimits: ['admin-action'] },
  ),
  route(
    'POST',
    '/api/admin/transactions/{id}/decline',
    'payments',
    'Decline a payout awaiting approval, with a reason (admin)',
    { rateLimits: ['admin-action'] },
  ),
  route(
    'POST',
    '/api/admin/transactions/{id}/retry',
    'payments',
    'Send a failed payout again (admin)',
    { rateLimits: ['admin-action'] },
  ),

  // chat: visitor contact sessions, user support chat, admin replies
  route('POST', '/api/contact', 'chat', 'Open a contact session', { rateLimits: ['contact'] }),
  route(
    'GET',
    '/api/contact/messages',
    'chat',
    "A contact session's messages, newest page first (cursor)",
  ),
  route('POST', '/api/contact/message', 'chat', 'Send a message in a contact session', {
    rateLimits: ['contact'],
  }),
  route(
    'GET',
    '/api/chat/messages',
    'chat',
    "The signed-in user's support chat, newest page first (cursor)",
  ),
  route('POST', '/api/chat/message', 'chat', 'Send a message to support', { rateLimits: ['chat'] }),
  route('GET', '/api/admin/chat/threads', 'chat', 'Chat threads, paged and searched by q (admin)'),
  route(
    'GET',
    '/api/admin/chat/messages',
    'chat',
    "A thread's messages, newest page first (admin)",
  ),
  route('POST', '/api/admin/chat/reply', 'chat', 'Reply to a user chat (admin)'),
  route('POST', '/api/admin/contact/reply', 'chat', 'Reply to a contact chat (admin)'),
  route('POST', '/api/admin/chat/mark-read', 'chat', 'Mark a conversation read (admin)'),

  // chat also keeps the release signals: remote views and errors, and the deploy history
  // (docs/architecture.md#route-ownership)
  route(
    'POST',
    '/api/client-events',
    'chat',
    "The shell's report of a remote version's view or error",
    {
      rateLimits: ['client-events'],
    },
  ),
  route('GET', '/api/admin/deploys', 'chat', "Remotes' deploy history, newest first (owner)"),
];

/** Where an attempt came from, for throttling and the admin audit log. */
export interface AttemptOrigin {
  address: string;
  userAgent: string;
}

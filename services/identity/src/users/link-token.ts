import { createHash, randomBytes } from 'node:crypto';

/** A token for an emailed link: 256 random bits, base64url (43 characters). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** How a link's token is stored: a database reader cannot open the link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

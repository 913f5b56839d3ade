import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  adminSessionTtlSeconds,
  sessionAudience,
  sessionIssuer,
  userSessionTtlSeconds,
} from '@cardbridge/contracts';
import type { SessionKind } from '@cardbridge/contracts';
import { createSessionVerifier } from '@cardbridge/service-kit';
import type { SessionVerifier } from '@cardbridge/service-kit';
import type { SessionModel } from './session.model';
import type { SessionKeys } from './signing-keys';

export interface IssuedSession {
  token: string;
  sid: string;
  expiresAt: Date;
}

export interface SessionService {
  /** An admin subject carries its role, signed into the token for every service's guards. */
  issue: (
    kind: SessionKind,
    subject: { id: string; username: string; role?: string },
  ) => Promise<IssuedSession>;
  /** Ends a live session; false when it had ended already (so only one caller acts on it). */
  revoke: (sid: string) => Promise<boolean>;
  /** Ends every live session of a subject (password change), optionally but one; how many ended. */
  revokeAllOf: (kind: SessionKind, subjectId: string, exceptSid?: string) => Promise<number>;
  /** identity's own check: its key, and the session row itself (no polling delay here). */
  verify: SessionVerifier;
}

const ttlSeconds: Record<SessionKind, number> = {
  user: userSessionTtlSeconds,
  admin: adminSessionTtlSeconds,
};

export function createSessionService(
  sessions: SessionModel,
  keys: () => Promise<SessionKeys>,
): SessionService {
  const issue: SessionService['issue'] = async (kind, subject) => {
    const { privateKey, kid } = await keys();
    const sid = randomUUID();
    const createdAt = new Date();
    // Whole seconds: the JWT's exp and the row's expiresAt must agree exactly.
    const expiresAt = new Date((Math.floor(createdAt.getTime() / 1000) + ttlSeconds[kind]) * 1000);
    await sessions.create({
      _id: sid,
      kind,
      subjectId: subject.id,
      createdAt,
      expiresAt,
      revokedAt: null,
    });
    const claims = { sid, kind, username: subject.username };
    const token = await new SignJWT(subject.role ? { ...claims, role: subject.role } : claims)
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(subject.id)
      .setIssuer(sessionIssuer)
      .setAudience(sessionAudience)
      .setIssuedAt(createdAt)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    return { token, sid, expiresAt };
  };

  const revoke: SessionService['revoke'] = async (sid) => {
    const { modifiedCount } = await sessions.updateOne(
      { _id: sid, revokedAt: null },
      { $set: { revokedAt: new Date() } },
    );
    return modifiedCount === 1;
  };

  const revokeAllOf: SessionService['revokeAllOf'] = async (kind, subjectId, exceptSid) => {
    const { modifiedCount } = await sessions.updateMany(
      {
        kind,
        subjectId,
        revokedAt: null,
        expiresAt: { $gt: new Date() },
        ...(exceptSid ? { _id: { $ne: exceptSid } } : {}),
      },
      { $set: { revokedAt: new Date() } },
    );
    return modifiedCount;
  };

  const verify = createSessionVerifier({
    keys: async () => (await keys()).publicKey,
    isRevoked: async (sid) => !(await sessions.exists({ _id: sid, revokedAt: null })),
  });

  return { issue, revoke, revokeAllOf, verify };
}

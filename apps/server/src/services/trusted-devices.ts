// Device cookies (OWASP): a browser that signed in to an account before keeps signing in while strangers are locked out.
import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { trustedDevices } from '../db/schema.ts';

/** Stored as a hash, as login sessions are: a leaked table lets no device in. */
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const DEVICE_COOKIE = 'fe_device';
export const DEVICE_TTL_MS = 180 * 24 * 3600 * 1000;

export interface TrustedDevice {
  tokenHash: string;
  userId: number;
}

export class TrustedDevices {
  constructor(private readonly db: Db) {}

  /** The device a cookie names, when it is ours and not expired. */
  async find(token: string | undefined): Promise<TrustedDevice | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.db
      .select({ tokenHash: trustedDevices.tokenHash, userId: trustedDevices.userId })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.tokenHash, hashToken(token)), gt(trustedDevices.expiresAt, sql`now()`)))
      .limit(1);
    return row ?? null;
  }

  /** Remembers this browser for the account; returns the raw token for the cookie. */
  async issue(userId: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.insert(trustedDevices).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + DEVICE_TTL_MS),
    });
    return token;
  }

  /** A successful sign-in with the device extends its life. */
  async touch(device: TrustedDevice): Promise<void> {
    await this.db
      .update(trustedDevices)
      .set({ lastUsedAt: new Date(), expiresAt: new Date(Date.now() + DEVICE_TTL_MS) })
      .where(eq(trustedDevices.tokenHash, device.tokenHash));
  }
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { staffSignIns, users } from '../db/schema.ts';

// TOTP secrets are stored sealed (AES-256-GCM under a key derived from SECRET_KEY), so a copy of
// the database alone (a backup, a dump for support) does not let anyone make a staff member's
// codes. Unlike passwords they cannot be hashed: the api needs the secret itself to check a code.
// Changing SECRET_KEY makes the stored secrets unreadable (and the recovery codes unusable): the
// staff then set up their app again (`users.totp_secret` null; api/desk/README.md "Signing in").

const VERSION = 'v1';
const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{20,400})$/;

const keys = new Map<string, Buffer>();
function keyOf(secretKey: string): Buffer {
  let key = keys.get(secretKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretKey, '', 'studio-lumen/totp-secret/v1', 32));
    keys.set(secretKey, key);
  }
  return key;
}

/** `v1.<iv>.<ciphertext and tag>` (base64url) of a base32 secret. */
export function sealTotpSecret(secretKey: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  cipher.setAAD(Buffer.from(`totp-secret:${VERSION}`));
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The base32 secret of a sealed value; null when it is none or SECRET_KEY is not the one it was sealed with. */
export function openTotpSecret(secretKey: string, sealed: string): string | null {
  const parts = SEALED.exec(sealed);
  if (!parts?.[1] || !parts[2]) return null;
  const body = Buffer.from(parts[2], 'base64url');
  if (body.length <= 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(parts[1], 'base64url'));
    decipher.setAAD(Buffer.from(`totp-secret:${VERSION}`));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

export const isSealedTotpSecret = (value: string): boolean => SEALED.test(value);

/**
 * Seals the secrets a database holds in plain text (stored before sealing, or written by hand):
 * at every start, before the api answers. Returns how many it sealed.
 */
export async function sealPlainTotpSecrets(db: Db, secretKey: string): Promise<number> {
  return db.transaction(async (tx) => {
    let sealed = 0;
    const plainUsers = await tx
      .select({ id: users.id, secret: users.totpSecret })
      .from(users)
      .where(and(isNotNull(users.totpSecret), not(sql`${users.totpSecret} like 'v1.%'`)))
      .for('update');
    for (const row of plainUsers) {
      if (!row.secret) continue;
      await tx
        .update(users)
        .set({ totpSecret: sealTotpSecret(secretKey, row.secret) })
        .where(eq(users.id, row.id));
      sealed++;
    }
    const plainSignIns = await tx
      .select({ id: staffSignIns.id, secret: staffSignIns.setupSecret })
      .from(staffSignIns)
      .where(and(isNotNull(staffSignIns.setupSecret), not(sql`${staffSignIns.setupSecret} like 'v1.%'`)))
      .for('update');
    for (const row of plainSignIns) {
      if (!row.secret) continue;
      await tx
        .update(staffSignIns)
        .set({ setupSecret: sealTotpSecret(secretKey, row.secret) })
        .where(eq(staffSignIns.id, row.id));
      sealed++;
    }
    return sealed;
  });
}

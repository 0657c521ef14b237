import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { users } from '../accounts/tables.ts';
import { noStore } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { Detail, FieldErrors, json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { logger } from '../observability/logger.ts';
import { audit } from './audit.ts';
import { requireStaff } from './staff.ts';
import { STAFF_AUTH_MESSAGES } from './staff-auth.ts';
import { staffRecoveryCodes } from './tables.ts';
import { codeStep, newRecoveryCodes, RECOVERY_CODE_COUNT, readCode, recoveryHash } from './totp.ts';
import { openTotpSecret } from './totp-sealing.ts';
import { takeTotpStep } from './totp-steps.ts';

// New recovery codes for a staff member signed in at the desk (used up, or written down where they
// should not be). A desk session alone is not enough: the current code of the authenticator app
// is asked again, so a session taken over cannot mint codes that outlive it. The old codes stop
// working in the same transaction; the new ones are shown once and stored hashed, as at set-up.

export const StaffRecoveryCodesRequest = z
  .object({ code: z.string().describe('6 digits of the authenticator app, now') })
  .meta({ id: 'StaffRecoveryCodesRequest' });

export const StaffRecoveryCodes = z
  .object({
    recovery_codes: z
      .array(z.string())
      .describe('The new recovery codes (xxxxx-xxxxx), shown this once; the old ones no longer work'),
    recovery_codes_left: z.int().min(0),
  })
  .meta({ id: 'StaffRecoveryCodes', description: 'New recovery codes of the signed-in staff member' });

export const recoveryCodesPaths: Paths = {
  '/desk/auth/recovery-codes/': {
    post: {
      summary: 'New recovery codes for the signed-in staff member (staff only)',
      description:
        'Needs X-CSRFToken, a desk session and the current code of the authenticator app (each code ' +
        `once). Replaces every recovery code of the account with ${RECOVERY_CODE_COUNT} new ones, ` +
        `answered this once. Wrong: code ["${STAFF_AUTH_MESSAGES.wrongCode}"]; 5 wrong codes per ` +
        'account in 15 minutes: 429.',
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref(StaffRecoveryCodesRequest) } },
      },
      responses: {
        '200': json(ref(StaffRecoveryCodes), 'The new recovery codes'),
        '400': json(ref(FieldErrors), 'code: a Dutch message'),
        '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
        '403': json(ref(Detail), 'Je hebt geen toegang tot de balie. (Or CSRF-controle mislukt.)'),
        '429': TOO_MANY_DOC,
      },
    },
  },
};

const wrongCode = () => new HttpError(400, { code: [STAFF_AUTH_MESSAGES.wrongCode] });

export function recoveryCodesRouter({ db, clock, config }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  router
    .route('/desk/auth/recovery-codes/')
    .post(async (req: Request, res: Response) => {
      const { staff } = await requireStaff(db, clock, req);
      const form = new Form(req.body);
      const text = form.text('code', { required: true, max: 20 });
      const code = text ? readCode(text) : null;
      if (text && !code && !form.has('code')) form.add('code', STAFF_AUTH_MESSAGES.codeFormat);
      form.check();
      await limiter.hit('deskCodePerClient', clientOf(req));
      const attempt = await limiter.hit('deskCodeFailedPerAccount', `user:${staff.id}`);
      const [user] = await db.select().from(users).where(eq(users.id, staff.id));
      const stored = user?.totpSecret ?? null;
      const secret = stored ? openTotpSecret(config.secretKey, stored) : null;
      if (stored && !secret) {
        logger.error({ staff: staff.id }, 'desk: the TOTP secret cannot be opened with this SECRET_KEY');
      }
      const now = clock.now();
      const step = secret && code ? codeStep(secret, code, now.getTime()) : null;
      if (!stored || step === null) throw wrongCode();
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        // The code is used up like a sign-in's.
        const accepted = await takeTotpStep(tx, staff.id, step, { stored });
        if (!accepted) throw wrongCode();
        const [left] = await tx
          .select({ n: sql<number>`cast(count(*) as integer)` })
          .from(staffRecoveryCodes)
          .where(and(eq(staffRecoveryCodes.userId, staff.id), isNull(staffRecoveryCodes.usedAt)));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, staff.id));
        await tx.insert(staffRecoveryCodes).values(
          codes.map((c) => ({
            userId: staff.id,
            codeHash: recoveryHash(config.secretKey, c),
            createdAt: now,
          })),
        );
        await audit(
          tx,
          staff,
          'recovery_codes_new',
          {
            before: { recovery_codes_left: Number(left?.n ?? 0) },
            after: { recovery_codes_left: codes.length },
          },
          now,
        );
      });
      await attempt.giveBack();
      send(noStore(res), StaffRecoveryCodes, { recovery_codes: codes, recovery_codes_left: codes.length });
    })
    .all(methodNotAllowed);
  return router;
}

import { expect } from 'vitest';
import { codeAt } from '../../api/desk/totp.ts';
import { DEMO } from './account-browser.ts';
import { type Browser, type FieldError, type Stack, visitor } from './checkout-browser.ts';
import { webOperation } from './web-operations.ts';

// A browser signed in at the desk through the web's own sign-in operations (desk.test.ts,
// desk-units.test.ts).

/**
 * A browser signed in at the desk as `who` (password, then the code of `offset` steps away from the
 * api's clock, `stack.clock`: no real time, no waiting).
 */
export async function atDesk(
  stack: Stack,
  who: { email: string; secret: string | null },
  offset = 0,
): Promise<Browser> {
  const b = await visitor(stack);
  const { data: pending } = await b.ask<{ pendingToken: string; step: string; errors: FieldError[] }>(
    webOperation('DeskSignIn'),
    { email: who.email, password: DEMO.password },
  );
  expect(pending.errors).toEqual([]);
  const { data } = await b.ask<{ session: { staff: { email: string } } | null; errors: FieldError[] }>(
    webOperation('DeskVerifyCode'),
    {
      pendingToken: pending.pendingToken,
      code: codeAt(who.secret ?? '', stack.clock.now().getTime() + offset * 30_000),
    },
  );
  expect(data.errors).toEqual([]);
  expect(data.session?.staff.email).toBe(who.email);
  return b;
}

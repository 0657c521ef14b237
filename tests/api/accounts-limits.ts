import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import type { RunningApi, StartApiOptions } from '../../api/start-api.ts';
import {
  accountRowCounts,
  freshEmail,
  GOOD_PASSWORD,
  linkToken,
  Member,
  mailsTo,
  registration,
} from './accounts-fixtures.ts';
import type { Answer, MovableClock } from './harness.ts';

// The rate limits of the sign-in calls (api/accounts/README.md "Rate limits"), lowered through
// the `rateLimits` option so a test reaches them. The api believes its callers on this machine (TRUST_PROXY=127.0.0.1,::1), so
// each test is a client of its own by its X-Forwarded-For. The api's clock stands at 12:00:00
// UTC, the start of a 15-minute window, unless a test moves it.

const TOO_MANY = { detail: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.' };
const WINDOW = 900;
/**
 * Retry-After of the first refusal in a window that starts with the limit's 2 hits: once the
 * window has slid half into the next one, 2 × ½ + 1 is within the limit again.
 */
const AFTER_TWO = WINDOW + WINDOW / 2;
const WRONG = 'Fout-Fout-1';

export const LOWERED_LIMITS: StartApiOptions['rateLimits'] = {
  loginFailedPerAddress: { limit: 2, windowS: WINDOW },
  loginPerClient: { limit: 4, windowS: WINDOW },
  checkEmailPerClient: { limit: 2, windowS: WINDOW },
  registerPerClient: { limit: 1, windowS: 3600 },
  resetPerAddress: { limit: 1, windowS: 3600 },
  resetPerClient: { limit: 3, windowS: 3600 },
  tokenPerClient: { limit: 2, windowS: WINDOW },
};

let clients = 0;
/** A client address of its own, as the proxy in front of the api would report it. */
export const newClient = () => {
  clients += 1;
  return { 'x-forwarded-for': `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}` };
};

/** How many answers had each status. */
export function statusCounts(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** On an api started with LOWERED_LIMITS, TRUST_PROXY=127.0.0.1,::1 and `time`'s clock. */
export function accountsLimitsSuite(name: string, running: () => RunningApi, time: MovableClock) {
  describe(`accounts: rate limits (${name})`, () => {
    const base = () => running().url;

    async function member() {
      const headers = newClient();
      const m = await Member.arrive(base());
      return { m, post: <T = unknown>(path: string, body?: unknown) => m.post<T>(path, body, headers) };
    }

    it('check-email: 429 with Retry-After past the limit per client; another client goes on', async () => {
      const { post } = await member();
      for (let i = 0; i < 2; i++)
        expect((await post('/auth/check-email/', { email: DEMO_USERS.demo })).status).toBe(200);
      const over = await post('/auth/check-email/', { email: DEMO_USERS.demo });
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
      expect(over.headers.get('retry-after')).toBe(String(AFTER_TWO));
      expect((await (await member()).post('/auth/check-email/', { email: DEMO_USERS.demo })).status).toBe(
        200,
      );
    });

    it('login: failed attempts per address; then even the right password waits', async () => {
      const { post } = await member();
      for (let i = 0; i < 2; i++) {
        expect(
          (await post('/auth/login/', { email: DEMO_USERS.editor, password: 'Fout-Fout-1' })).status,
        ).toBe(400);
      }
      const blocked = await (await member()).post('/auth/login/', {
        email: DEMO_USERS.editor,
        password: DEMO_PASSWORD,
      });
      expect([blocked.status, blocked.body]).toEqual([429, TOO_MANY]);
      expect(blocked.headers.get('retry-after')).toBe(String(AFTER_TWO));
      // Another address is not held up.
      const other = await member();
      expect(
        (await other.post('/auth/login/', { email: DEMO_USERS.student, password: DEMO_PASSWORD })).status,
      ).toBe(200);
      expect(other.m.session).toBeDefined();
    });

    it('login: all attempts per client', async () => {
      const { post } = await member();
      for (let i = 0; i < 4; i++) {
        expect((await post('/auth/login/', { email: freshEmail(), password: 'Fout-Fout-1' })).status).toBe(
          400,
        );
      }
      expect((await post('/auth/login/', { email: DEMO_USERS.demo, password: DEMO_PASSWORD })).status).toBe(
        429,
      );
    });

    it('register: past the limit nothing is stored or mailed', async () => {
      const { post } = await member();
      expect((await post('/auth/register/', registration())).status).toBe(201);
      const before = await accountRowCounts(running().db);
      const body = registration();
      const over = await post('/auth/register/', body);
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
      expect(await accountRowCounts(running().db)).toEqual(before);
      expect(await mailsTo(base(), String(body.email))).toEqual([]);
    });

    it('reset-password: per address, whoever asks; no second mail', async () => {
      expect((await (await member()).post('/auth/reset-password/', { email: DEMO_USERS.demo })).status).toBe(
        200,
      );
      const over = await (await member()).post('/auth/reset-password/', { email: DEMO_USERS.demo });
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
      expect(await mailsTo(base(), DEMO_USERS.demo)).toHaveLength(1);
    });

    it('check-token, activate and set-password share the limit per client', async () => {
      const { post } = await member();
      expect((await post('/auth/activate/', { token: 'onzin' })).status).toBe(400);
      expect(
        (await post('/auth/set-password/', { token: 'onzin', password: 'Sterk-Genoeg-12' })).status,
      ).toBe(400);
      expect((await post('/auth/check-token/', { token: 'onzin' })).status).toBe(429);
    });

    it('confirm-email counts per client as the other links do', async () => {
      const { post } = await member();
      for (let i = 0; i < 2; i++) {
        expect((await post('/auth/confirm-email/', { token: 'onzin.onzin' })).status).toBe(400);
      }
      const over = await post('/auth/confirm-email/', { token: 'onzin.onzin' });
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
    });

    it('a new address in the profile: its links are limited per address, nothing mailed past it', async () => {
      const { post } = await member();
      expect(
        (await post('/auth/login/', { email: DEMO_USERS.student, password: DEMO_PASSWORD })).status,
      ).toBe(200);
      const target = freshEmail('doelwit');
      const profile = (email: string) =>
        post('/auth/profile/', { first_name: 'Sanne', last_name: 'Student', email });
      expect((await profile(target)).status).toBe(200);
      const over = await profile(target);
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
      expect(await mailsTo(base(), target)).toHaveLength(1);
      // Another address is not held up; a save without a new address is never limited.
      expect((await profile(freshEmail('ander'))).status).toBe(200);
      expect((await profile(DEMO_USERS.student)).status).toBe(200);
    });

    /** A wrong password for `email`, each from a client of its own (the per-client limit aside). */
    const guess = async (email: string, password = WRONG) =>
      (await member()).post('/auth/login/', { email, password });

    /** A member signed in to a new account of its own (GOOD_PASSWORD). */
    async function newAccount() {
      const { m, post } = await member();
      const body = registration();
      expect((await post('/auth/register/', body)).status).toBe(201);
      const email = String(body.email);
      const token = await linkToken(base(), email);
      expect((await post('/auth/activate/', { token })).status).toBe(200);
      return { m, post, email };
    }

    it('login: of 40 wrong passwords at once for one address, only the limit is checked', async () => {
      const email = freshEmail('burst');
      const members = await Promise.all(Array.from({ length: 40 }, () => member()));
      const answers = await Promise.all(
        members.map(({ post }) => post('/auth/login/', { email, password: WRONG })),
      );
      // A 400 is a password that was checked (scrypt ran); a 429 was refused before it.
      expect(statusCounts(answers)).toEqual({ 400: 2, 429: 38 });
    });

    it('change-password: of 40 wrong current passwords at once, only the limit is checked', async () => {
      const { post } = await newAccount();
      const change = (old: string) =>
        post<Record<string, string[]>>('/auth/change-password/', {
          old_password: old,
          password: 'Nieuw-Wachtwoord-77',
          password2: 'Nieuw-Wachtwoord-77',
        });
      const answers = await Promise.all(Array.from({ length: 40 }, () => change(WRONG)));
      expect(statusCounts(answers)).toEqual({ 400: 2, 429: 38 });
      for (const answer of answers.filter((a) => a.status === 400)) {
        expect(answer.body).toEqual({ old_password: ['Je huidige wachtwoord is onjuist.'] });
      }
      // At the limit even the right one waits.
      expect((await change(GOOD_PASSWORD)).status).toBe(429);
    });

    it('login: the right password gives its reserved attempt back', async () => {
      const { email } = await newAccount();
      expect((await guess(email)).status).toBe(400);
      for (let i = 0; i < 3; i++) expect((await guess(email, GOOD_PASSWORD)).status).toBe(200);
      // Three right ones later, one failure of the limit's two is still left.
      expect((await guess(email)).status).toBe(400);
      expect((await guess(email, GOOD_PASSWORD)).status).toBe(429);
    });

    it('a burst across a window boundary gets no more guesses through than the limit', async () => {
      const email = freshEmail('grens');
      const burst = () => Promise.all([guess(email), guess(email), guess(email)]);
      try {
        time.set('2026-11-23T12:14:59Z'); // the last second of a 15-minute window
        const before = await burst();
        time.set('2026-11-23T12:15:00Z'); // the first of the next
        const after = await burst();
        expect(statusCounts([...before, ...after])).toEqual({ 400: 2, 429: 4 });
        // The previous window's 2 weigh in fully now, half of them once half the window is past.
        const refused = await guess(email);
        expect(refused.headers.get('retry-after')).toBe(String(WINDOW / 2));
        time.set('2026-11-23T12:22:29Z');
        expect((await guess(email)).status).toBe(429);
        time.set('2026-11-23T12:22:30Z');
        expect((await guess(email)).status).toBe(400);
        expect((await guess(email)).status).toBe(429);
      } finally {
        time.reset();
      }
    });
  });
}

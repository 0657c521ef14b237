import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/accounts/seed-demo.ts';
import type { RunningApi, StartApiOptions } from '../../api/start-api.ts';
import { accountRowCounts, freshEmail, Member, mailsTo, registration } from './accounts-fixtures.ts';

// The rate limits of the sign-in calls (api/accounts/README.md "Rate limits"), lowered through
// the `rateLimits` option so a test reaches them. The api believes one proxy (TRUST_PROXY=1), so
// each test is a client of its own by its X-Forwarded-For.

const TOO_MANY = { detail: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.' };
const WINDOW = 900;

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
const newClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });

export function accountsLimitsSuite(name: string, start: () => Promise<RunningApi>) {
  describe(`accounts: rate limits (${name})`, () => {
    let api: RunningApi | undefined;
    beforeAll(async () => {
      api = await start();
    });
    afterAll(async () => {
      await api?.close();
    });
    const running = () => {
      if (!api) throw new Error('api did not start');
      return api;
    };
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
      // The api's clock is 12:00:00 UTC, the start of a 15-minute window.
      expect(over.headers.get('retry-after')).toBe(String(WINDOW));
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
      expect(blocked.headers.get('retry-after')).toBe(String(WINDOW));
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

    it('check-token and set-password share the limit per client', async () => {
      const { post } = await member();
      expect((await post('/auth/check-token/', { token: 'onzin' })).status).toBe(200);
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
  });
}

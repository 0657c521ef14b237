import { expect } from 'vitest';
import type { UserAnswer } from '../../api/accounts/users.ts';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import { authTokens, outbox, users } from '../../api/db/schema.ts';
import type { OutboxAnswer } from '../../api/mail/dev-outbox.ts';
import { DEMO_PASSWORD } from '../../api/seed/demo-accounts.ts';
import { type Answer, Client, type Paged } from './harness.ts';

// What the account suites share: a member (a browser with a cookie jar and CSRF token) that
// speaks the account calls, fresh addresses, reading the activation link back from the outbox,
// and the rows a refused call may not add.

export type Errors = Record<string, string[]>;
export { DEMO_PASSWORD };

let counter = 0;
export const freshEmail = (name = 'lid') => `${name}.${Date.now()}.${++counter}@example.nl`;
export const GOOD_PASSWORD = 'Zonnige-Dag-42!';

export class Member extends Client {
  /** A browser that has read one page: a CSRF cookie, no session. */
  static async arrive(base: string): Promise<Member> {
    const member = new Member(base);
    await member.get('/shop/categorydump/');
    return member;
  }

  /** A member signed in as `email`. */
  static async signedIn(base: string, email: string, password = DEMO_PASSWORD): Promise<Member> {
    const member = await Member.arrive(base);
    const answer = await member.post<{ user: UserAnswer }>('/auth/login/', { email, password });
    if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text}`);
    return member;
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>> {
    return this.request<T>('POST', path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      csrf: true,
      headers,
    });
  }

  async who(): Promise<UserAnswer | null> {
    return (await this.post<{ user: UserAnswer | null }>('/auth/checklogin/')).body.user;
  }

  get session(): string | undefined {
    return this.jar.get('sessionid');
  }
}

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Anna',
    last_name: 'Bergman',
    email: freshEmail(),
    password: GOOD_PASSWORD,
    password2: GOOD_PASSWORD,
    ...overrides,
  };
}

/** The mails recorded for `to`, oldest first. */
export async function mailsTo(base: string, to: string): Promise<OutboxAnswer[]> {
  const page = await new Client(base).ok<Paged<OutboxAnswer>>(`/dev/outbox/?to=${encodeURIComponent(to)}`);
  return [...page.results].sort((a, b) => a.id - b.id);
}

/** The token of the newest activation or reset link mailed to `to`. */
export async function linkToken(base: string, to: string): Promise<string> {
  const mails = await mailsTo(base, to);
  const text = mails.at(-1)?.text ?? '';
  const match = /\/activate-account\?token=(\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in the mail to ${to}: ${text.slice(0, 200)}`);
  return decodeURIComponent(match[1]);
}

/** Registers (201 expected) and answers the activation token from the mail. */
export async function registered(
  base: string,
  body = registration(),
): Promise<{ email: string; token: string }> {
  const member = await Member.arrive(base);
  const answer = await member.post('/auth/register/', body);
  expect(answer.status, answer.text).toBe(201);
  const email = String(body.email).toLowerCase();
  return { email, token: await linkToken(base, email) };
}

export async function accountRowCounts(db: Db) {
  return {
    users: await countWhere(db, users, undefined),
    tokens: await countWhere(db, authTokens, undefined),
    mails: await countWhere(db, outbox, undefined),
  };
}

import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '../../api/mail/dev-outbox.ts';
import { type RunningApi, startApi } from '../../api/start-api.ts';
import { logTo } from '../../observability/logger.ts';
import { fakeSmtp, until } from '../fakes/fake-smtp.ts';
import { formClient } from './forms-fixtures.ts';
import { NOW } from './harness.ts';

// The mailer with SMTP_URL set: a mail is recorded in the outbox, sent, and marked sent_at; a
// failing SMTP server leaves it unsent for a later attempt, logs, and does not fail the request.
// The relay's retries, crashes and several apis: mail-relay.test.ts.

let api: RunningApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  logTo(undefined);
});

// Each test starts its own api (migrate and seed): generous on a busy machine.
describe('mailer with SMTP_URL', { timeout: 60_000 }, () => {
  it('sends the recorded mail and marks it sent', async () => {
    const smtp = await fakeSmtp();
    try {
      api = await startApi({ dataDir: 'memory://', now: NOW, port: 0, devOutbox: true, smtpUrl: smtp.url });
      const client = await formClient(api.url);
      const answer = await client.post('/mailinglist/', { email_address: 'smtp@example.nl' });
      expect(answer.status).toBe(201);
      const mail = await until(async () => {
        const [row] = await client.ok<OutboxAnswer[]>('/dev/outbox/?no_page&to=smtp@example.nl');
        return row?.sent_at ? row : undefined;
      }, 'sent_at');
      expect(mail.sent_at).not.toBeNull();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(/^To: smtp@example\.nl$/m);
      expect(smtp.messages[0]).toMatch(/^Subject: /m);
      expect(smtp.messages[0]).toContain('info@studiolumen.nl');
    } finally {
      await smtp.close();
    }
  });

  it('a send failure is logged and leaves the mail unsent for later; the request still succeeds', async () => {
    const closed = await fakeSmtp();
    await closed.close(); // nothing listens on its port any more
    const logged: string[] = [];
    logTo({ write: (line: string) => void logged.push(line) }, 'error');
    api = await startApi({ dataDir: 'memory://', now: NOW, port: 0, devOutbox: true, smtpUrl: closed.url });
    const client = await formClient(api.url);
    const answer = await client.post('/mailinglist/', { email_address: 'unsent@example.nl' });
    expect(answer.status).toBe(201);
    await until(async () => (logged.length > 0 ? true : undefined), 'the logged failure');
    const line = JSON.parse(logged[0] ?? '{}');
    expect(line).toMatchObject({
      msg: expect.stringMatching(/^api: mail \d+ not sent$/),
      attempt: 1,
      givenUp: false,
    });
    expect(line.err.message).toMatch(/ECONNREFUSED/);
    // The mail's id, never its address.
    expect(logged[0]).not.toContain('unsent@');
    const [row] = await client.ok<OutboxAnswer[]>('/dev/outbox/?no_page&to=unsent@example.nl');
    expect(row?.sent_at).toBeNull();
  });
});

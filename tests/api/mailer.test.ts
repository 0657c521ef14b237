import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxAnswer } from '../../api/mail/dev-outbox.ts';
import { type RunningApi, startApi } from '../../api/start-api.ts';
import { formClient } from './forms-fixtures.ts';
import { NOW } from './harness.ts';

// The mailer with SMTP_URL set: a mail is recorded in the outbox, sent, and marked sent_at; a
// failing SMTP server leaves it unsent, logs, and does not fail the request.

/** A minimal SMTP server that accepts every mail and keeps the raw messages. */
async function fakeSmtp(): Promise<{ url: string; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake.smtp\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let api: RunningApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  vi.restoreAllMocks();
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

  it('a send failure is logged and leaves the mail unsent; the request still succeeds', async () => {
    const closed = await fakeSmtp();
    await closed.close(); // nothing listens on its port any more
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api = await startApi({ dataDir: 'memory://', now: NOW, port: 0, devOutbox: true, smtpUrl: closed.url });
    const client = await formClient(api.url);
    const answer = await client.post('/mailinglist/', { email_address: 'unsent@example.nl' });
    expect(answer.status).toBe(201);
    await until(async () => (logged.mock.calls.length > 0 ? true : undefined), 'the logged failure');
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/not sent, left in the outbox/);
    const [row] = await client.ok<OutboxAnswer[]>('/dev/outbox/?no_page&to=unsent@example.nl');
    expect(row?.sent_at).toBeNull();
  });
});

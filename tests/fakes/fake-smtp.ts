import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';

// A minimal SMTP server for tests: it keeps every message it accepted, and can be "down" (it then
// answers every connection with 421, as a server out of service does), so a test can watch mail
// wait and then go out.

export type FakeSmtp = {
  url: string;
  /** The raw messages accepted (headers and body), in order. */
  messages: string[];
  /** Message-ID of each accepted message. */
  messageIds(): string[];
  /** While false, every connection is refused with 421. */
  accepting: boolean;
  close(): Promise<void>;
};

export type FakeSmtpOptions = {
  accepting?: boolean;
  /** A reply refusing a recipient (`550 5.1.1 <…>: Recipient address rejected`), or undefined to accept it. */
  refuseRecipient?: (address: string) => string | undefined;
  /** A reply refusing a message (a content filter's `554 5.7.1 …`), or undefined to accept it. */
  refuseMessage?: (message: string) => string | undefined;
};

export async function fakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const state = { accepting: options.accepting ?? true };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (!state.accepting) {
      socket.end('421 4.3.2 fake.smtp service not available\r\n');
      return;
    }
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const refusal = options.refuseMessage?.(message);
          if (refusal) {
            socket.write(`${refusal}\r\n`);
            continue;
          }
          messages.push(message);
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const original = buffer.slice(0, eol);
        const line = original.toUpperCase();
        buffer = buffer.slice(eol + 2);
        const recipient = line.startsWith('RCPT TO:')
          ? options.refuseRecipient?.(
              original
                .slice(8)
                .trim()
                .replace(/^<|>.*$/g, ''),
            )
          : undefined;
        if (recipient) socket.write(`${recipient}\r\n`);
        else if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake.smtp\r\n');
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
    messageIds: () => messages.map((m) => /^Message-ID: (.+)$/im.exec(m)?.[1]?.trim() ?? ''),
    get accepting() {
      return state.accepting;
    },
    set accepting(value: boolean) {
      state.accepting = value;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls `probe` until it answers something (every 50 ms, at most `ms`). */
export async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// State-changing calls pass the api's double-submit CSRF check only with the browser's own
// X-CSRFToken header: the gateway never fills it in from the cookie.

const SUBSCRIBE = webOperation('SubscribeToNewsletter');
const OPEN_DAY = webOperation('RegisterForOpenDay');
type Payload = { ok: boolean; errors: { field: string; messages: string[] }[] };

let stack: Awaited<ReturnType<typeof startStack>>;
let token: string;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
  const { response } = await stack.query('{ sections { slug } }');
  token = /csrftoken=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1] ?? '';
});
afterAll(async () => {
  await stack?.close();
});

describe('CSRF through the gateway', () => {
  it('refuses a mutation that carries the cookie but not the header, and stores nothing', async () => {
    const { body } = await stack.query<{ subscribeToNewsletter: Payload }>(
      SUBSCRIBE,
      { email: 'zonder-header@example.nl' },
      { cookie: `csrftoken=${token}` },
    );
    expect(body.data?.subscribeToNewsletter.ok).toBe(false);
    expect(body.data?.subscribeToNewsletter.errors).toEqual([
      { field: 'general', messages: ['CSRF-controle mislukt.'] },
    ]);
  });

  it('accepts it with the header the browser echoes from the cookie', async () => {
    const { body } = await stack.query<{ subscribeToNewsletter: Payload }>(
      SUBSCRIBE,
      { email: 'met-header@example.nl' },
      { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    );
    expect(body.data?.subscribeToNewsletter).toEqual({ ok: true, errors: [] });
  });

  it('reports an unchosen open day as a missing field, not as an unknown one', async () => {
    const { body } = await stack.query<{ registerForOpenDay: Payload }>(
      OPEN_DAY,
      { input: { openDayId: '', name: 'Sanne', email: 'sanne@example.nl', persons: 1 } },
      { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    );
    const error = body.data?.registerForOpenDay.errors.find((e) => e.field === 'openDayId');
    expect(body.data?.registerForOpenDay.ok).toBe(false);
    expect(error?.messages[0]).toMatch(/verplicht/i);
  });
});

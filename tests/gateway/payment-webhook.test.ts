import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET_KEY } from '../../api/config.ts';
import { startStack } from './stack.ts';

// A real payment provider calls the webhook on the site's public address, i.e. the gateway: only
// that path is forwarded to the api, byte for byte with its signature, and nothing else of it.

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
});
afterAll(() => stack?.close());

const sign = (body: string) => createHmac('sha256', DEVELOPMENT_SECRET_KEY).update(body).digest('hex');
const post = (path: string, body: string, signature?: string) =>
  fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
    body,
  });
const webhookCalls = () => stack.seen.filter((url) => url.includes('/payments/')).length;

describe('the payment webhook through the gateway', () => {
  it('reaches the api with the exact bytes it was signed over', async () => {
    // Spacing a JSON parser would drop: a signature over these bytes holds only if they arrive as sent.
    const body = '{ "id" :  "test_onbekend" }';
    const before = webhookCalls();
    const answer = await post('/api/payments/webhook/', body, sign(body));
    // Authentic (a forged one is a 403), but no such payment: the api's own answer.
    expect(answer.status).toBe(404);
    expect(webhookCalls()).toBe(before + 1);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("passes the api's refusal of a forged call on", async () => {
    const body = '{"id":"test_onbekend"}';
    const answer = await post('/api/payments/webhook/', body, sign('{"id":"iets anders"}'));
    expect(answer.status).toBe(403);
  });

  it('forwards nothing else of the api', async () => {
    const before = webhookCalls();
    expect((await fetch(`${stack.gatewayUrl}/api/payments/webhook/`)).status).toBe(404);
    expect((await post('/api/payments/test-provider/abc/', '{"outcome":"paid"}')).status).toBe(404);
    expect((await post('/api/payments/webhook', '{}')).status).toBe(404);
    expect(webhookCalls()).toBe(before);
  });
});

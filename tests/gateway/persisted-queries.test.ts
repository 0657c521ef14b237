import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './stack.ts';

// Automatic persisted queries (Apollo's APQ, gateway/graphql/caching.ts keeps them, in Redis when
// REDIS_URL is set): a query sent with a sha256Hash that is not its own is the client's mistake,
// answered as Apollo's convention has it: HTTP 400, `extensions.code`
// PERSISTED_QUERY_HASH_MISMATCH; nothing is stored under that hash.

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
});
afterAll(() => stack?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function post(body: Record<string, unknown>) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Errors = { errors?: { message: string; extensions?: { code?: string } }[] };

describe('automatic persisted queries', () => {
  it('refuses a query whose sha256Hash is not its own: 400 PERSISTED_QUERY_HASH_MISMATCH', async () => {
    const query = `query Secties { sections { slug } } # ${randomUUID()}`;
    const other = `query Anders { sections { name } } # ${randomUUID()}`;
    for (const sha256Hash of [sha256(other), '0'.repeat(64), 'geen-hash']) {
      const answer = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash } } });
      const { errors } = answer.body as Errors;
      expect([answer.status, errors?.[0]?.extensions?.code], sha256Hash).toEqual([
        400,
        'PERSISTED_QUERY_HASH_MISMATCH',
      ]);
      expect(answer.body.data, sha256Hash).toBeUndefined();
      expect(errors?.[0]?.message).toBe('De sha256Hash van de persisted query is niet die van deze query.');
    }
    // Nothing was kept under the other query's hash.
    const byHash = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256(other) } } });
    expect((byHash.body as Errors).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it("refuses another version than 1 as the client's mistake, not a server error", async () => {
    const query = `{ sections { slug } } # ${randomUUID()}`;
    const answer = await post({
      query,
      extensions: { persistedQuery: { version: 2, sha256Hash: sha256(query) } },
    });
    const { errors } = answer.body as Errors;
    expect([answer.status, errors?.[0]?.extensions?.code]).toEqual([
      400,
      'PERSISTED_QUERY_VERSION_NOT_SUPPORTED',
    ]);
  });

  it('still takes a query with its own hash, and then the hash alone', async () => {
    const query = `query Secties { sections { slug } } # ${randomUUID()}`;
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    expect((await post({ query, extensions })).status).toBe(200);
    const byHash = await post({ extensions });
    expect([byHash.status, (byHash.body as Errors).errors]).toEqual([200, undefined]);
  });
});

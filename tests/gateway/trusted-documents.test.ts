import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTrustedDocuments } from '../../gateway/graphql/trusted-documents.ts';
import { startStack } from './stack.ts';

// The site's operations as trusted documents (issue 25 item 12, gateway/graphql/trusted-documents.ts):
// the browser sends a site operation by its id alone (the SHA-256 of its text, in an automatic
// persisted query's extension), and the gateway runs the text it was built with, on its first
// request and on every gateway. Anything else is as before: a query with its text (the explorer,
// partners), its own automatic persisted query, the same limits; an unknown id is
// PERSISTED_QUERY_NOT_FOUND.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SECTIONS = 'query Secties { __typename sections { __typename slug } }';
const ADD_TO_CART =
  'mutation AddToCart($articleId: ID!, $count: Int) { __typename addToCart(articleId: $articleId, count: $count) { __typename errors { field messages } } }';

function documentsFile(documents: Record<string, string>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'trusted-documents-')), 'persisted-documents.json');
  writeFileSync(file, JSON.stringify(documents));
  return file;
}

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({
    trustedDocuments: documentsFile({
      [`sha256:${sha256(SECTIONS)}`]: SECTIONS,
      [`sha256:${sha256(ADD_TO_CART)}`]: ADD_TO_CART,
    }),
  });
});
afterAll(() => stack?.close());

type Answer = {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const byId = (text: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(text) } });

describe('trusted documents', () => {
  it("runs a site operation sent by its id alone, on the gateway's very first request for it", async () => {
    const answer = await post({ operationName: 'Secties', extensions: byId(SECTIONS) });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.__typename).toBe('Query');
    expect(Array.isArray(answer.body.data?.sections)).toBe(true);

    // As the browser sends a query: a GET of its id (with the header that passes CSRF prevention).
    const params = new URLSearchParams({
      operationName: 'Secties',
      extensions: JSON.stringify(byId(SECTIONS)),
    });
    const get = await fetch(`${stack.gatewayUrl}/graphql?${params}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(get.status).toBe(200);
    expect(((await get.json()) as Answer).data?.sections).toEqual(answer.body.data?.sections);
  });

  it('runs a mutation by its id: a POST with its variables (and the CSRF pair, as any mutation)', async () => {
    const answer = await post({
      operationName: 'AddToCart',
      variables: { articleId: '0', count: 1 },
      extensions: byId(ADD_TO_CART),
    });
    // Ran: the api's answer (an article that is none, or the missing CSRF pair) is the payload's
    // or a GraphQL error, never PERSISTED_QUERY_NOT_FOUND.
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.map((error) => error.extensions?.code) ?? []).not.toContain(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    expect(answer.body.data === undefined && answer.body.errors === undefined).toBe(false);
  });

  it('answers an unknown id with PERSISTED_QUERY_NOT_FOUND, which tells the client to send the text', async () => {
    for (const sha256Hash of [sha256(`query Onbekend { sections { id } } # ${randomUUID()}`), 'geen-id']) {
      const answer = await post({ extensions: { persistedQuery: { version: 1, sha256Hash } } });
      expect(answer.body.data, sha256Hash).toBeUndefined();
      expect(answer.body.errors?.[0]?.extensions?.code, sha256Hash).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
  });

  it('still takes any query with its text, and its own automatic persisted query, within the limits', async () => {
    const query = `query Eigen { sections { name } } # ${randomUUID()}`;
    expect((await post({ query })).body.errors).toBeUndefined();
    expect((await post({ query, extensions: byId(query) })).body.errors).toBeUndefined();
    expect((await post({ extensions: byId(query) })).body.errors).toBeUndefined();
    // A trusted id with another text is still the client's mistake.
    const mismatch = await post({ query, extensions: byId(SECTIONS) });
    expect([mismatch.status, mismatch.body.errors?.[0]?.extensions?.code]).toEqual([
      400,
      'PERSISTED_QUERY_HASH_MISMATCH',
    ]);
    // The limits hold for a query with its text as before (50 aliases is over the alias limit).
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: sections { slug }`).join(' ');
    const refused = await post({ query: `query Veel { ${aliases} }` });
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.length).toBeGreaterThan(0);
  });

  it("refuses a documents file whose id is not its text's SHA-256, and reads the built site's", () => {
    expect(() =>
      loadTrustedDocuments(documentsFile({ [`sha256:${sha256('query A { x }')}`]: 'query B { y }' })),
    ).toThrow(/is not the SHA-256/);
    expect(loadTrustedDocuments(join(tmpdir(), `none-${randomUUID()}.json`))).toBeUndefined();
    // codegen's own output (npm run codegen): every document of web/ is there under its id.
    const generated = join(import.meta.dirname, '..', '..', 'web', 'src', 'gql', 'persisted-documents.json');
    if (existsSync(generated)) {
      const documents = loadTrustedDocuments(generated);
      const texts = [...(documents?.values() ?? [])];
      expect(texts.some((text) => text.includes('mutation AddToCart('))).toBe(true);
      expect(Object.keys(JSON.parse(readFileSync(generated, 'utf8'))).length).toBe(documents?.size);
      // The rental desk's operations (staff only, web/src/features/desk/) are not the site's:
      // none is trusted by id, so no visitor's build names one (codegen.ts).
      expect(texts.filter((text) => /\bdesk[A-Z]\w*\b|\bDesk\w+/.test(text))).toEqual([]);
    }
  });
});

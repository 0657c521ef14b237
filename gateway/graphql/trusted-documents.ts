import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';

// The site's own operations as trusted documents (issue 25 item 12). codegen gives each document
// of web/ an id, the SHA-256 of its text (`sha256:…`), and writes them all to
// persisted-documents.json, which the build puts in web/dist/.vite (never served). The browser
// sends a site operation by that id alone, in the shape of an automatic persisted query
// (`extensions.persistedQuery.sha256Hash`, hex): the gateway fills in the text before Apollo
// Server looks at it, so the site's operations never need a first round with their text, on any
// gateway, after any deploy. Whatever is not a trusted id is left alone: the explorer and
// partners keep sending any query (or their own automatic persisted queries), under the same
// limits, and an unknown id is Apollo's PERSISTED_QUERY_NOT_FOUND.

/** Trusted id (hex SHA-256) → the document's text. */
export type TrustedDocuments = ReadonlyMap<string, string>;

/**
 * The documents of `file` (codegen's `{ "sha256:<hex>": text }`), each checked against its id;
 * undefined when there is no such file (a site built without them: every query then needs its text).
 */
export function loadTrustedDocuments(file: string): TrustedDocuments | undefined {
  if (!existsSync(file)) return undefined;
  const entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  const documents = new Map<string, string>();
  for (const [id, text] of entries) {
    const hash = id.replace(/^sha256:/, '');
    if (createHash('sha256').update(text).digest('hex') !== hash)
      throw new Error(`trusted documents: ${id} is not the SHA-256 of its text (${file})`);
    documents.set(hash, text);
  }
  return documents;
}

/** Gives a request that names a trusted document by its id alone that document's text. */
export function trustedDocumentsPlugin<Context extends object>(
  documents: TrustedDocuments | undefined,
): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ request }) {
      const hash = (request.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
      if (request.query !== undefined || typeof hash !== 'string') return;
      const text = documents?.get(hash);
      if (text !== undefined) request.query = text;
    },
  };
}

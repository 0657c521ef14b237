import { afterAll, beforeAll, describe } from 'vitest';
import type { RunningApi } from '../../api/start-api.ts';
import { contactSuite } from './content-contact.ts';
import { editorSuite } from './content-editor.ts';
import { sanitiseSuite } from './content-sanitise.ts';
import { pgliteWith, postgresTarget, type Target, TEST_DATABASE_URL } from './harness.ts';

// Issue 12 on PGlite and PostgreSQL: the contact form, the duplication prices, the campaign pages,
// and saving content as an editor. The api runs with the demo accounts (to sign in as the editor
// and a non-editor), EDITOR_ENABLED on (a second app on the same database has it off), and trusts
// one proxy so each test client has an address of its own for the rate limit.

const OPTIONS = { demoAccounts: true, editorEnabled: true, trustProxy: ['127.0.0.1', '::1'] };

function issue12(target: Target) {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await target.start();
  });
  afterAll(async () => {
    await api?.close();
  });
  const running = () => {
    if (!api) throw new Error('api did not start');
    return api;
  };
  contactSuite(
    () => running().url,
    () => running().db,
  );
  editorSuite(
    () => running().url,
    () => running().db,
  );
  sanitiseSuite(() => running().url);
}

describe('content (issue 12) on PGlite', () => issue12(pgliteWith(OPTIONS)));

describe.skipIf(!TEST_DATABASE_URL)('content (issue 12) on PostgreSQL', () =>
  issue12(postgresTarget(TEST_DATABASE_URL ?? '', OPTIONS)),
);

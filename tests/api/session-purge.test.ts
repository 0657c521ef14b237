import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions } from '../../api/db/schema.ts';
import { startApi } from '../../api/start-api.ts';
import { NOW } from './harness.ts';

// Expired sessions are purged when the api starts (and every hour while it runs); a valid one is
// kept. Two starts on one PGlite directory, with the rows written in between.

const temp = mkdtempSync(join(tmpdir(), 'api-sessions-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('session purge', () => {
  it('deletes expired session rows at start and keeps valid ones', async () => {
    const dir = join(temp, 'data');
    const first = await startApi({ dataDir: dir, now: NOW, port: 0 });
    try {
      await first.db.insert(sessions).values([
        { id: 'verlopen'.padEnd(43, 'x'), data: {}, expiresAt: new Date('2026-11-01T00:00:00Z') },
        { id: 'geldig'.padEnd(43, 'y'), data: {}, expiresAt: new Date('2026-12-01T00:00:00Z') },
      ]);
    } finally {
      await first.close();
    }
    const again = await startApi({ dataDir: dir, now: NOW, port: 0 });
    try {
      const left = await again.db.select({ id: sessions.id }).from(sessions);
      expect(left.map((r) => r.id)).toEqual(['geldig'.padEnd(43, 'y')]);
    } finally {
      await again.close();
    }
  });
});

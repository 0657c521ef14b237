import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import * as t from '../../api/catalogue/tables.ts';
import { createClock } from '../../api/clock.ts';
import { countWhere } from '../../api/db/count.ts';
import type { Database } from '../../api/db/open-database.ts';
import { sections } from '../../api/db/schema.ts';
import { openSeededDatabase } from '../../api/seed/seeded-database.ts';
import { NOW } from './harness.ts';

// The catalogue's seed as a shop owner would check it, a page of full articles costing a fixed
// number of queries, and a database that was seeded before the catalogue existed getting it on
// its next start. One PGlite data directory, opened twice.

const clock = createClock(NOW);
const dir = mkdtempSync(join(tmpdir(), 'catalogue-seed-'));
const queries: string[] = [];
let database: Database;

beforeAll(async () => {
  database = await openSeededDatabase({
    dataDir: dir,
    clock,
    logger: { logQuery: (query) => queries.push(query) },
  });
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const n = (table: PgTable, where?: SQL) => countWhere(database.db, table, where);

describe('catalogue seed', () => {
  it('holds a real rental and sales business: 250+ articles of every type, stock state and borg', async () => {
    const { db } = database;
    expect(await n(t.articles)).toBeGreaterThanOrEqual(250);
    const perType = await db
      .select({ type: t.articles.type, n: count() })
      .from(t.articles)
      .groupBy(t.articles.type);
    expect(Object.fromEntries(perType.map((r) => [r.type, r.n]))).toMatchObject({
      RENTAL: expect.any(Number),
      SALE: expect.any(Number),
      OCCASION: expect.any(Number),
    });
    for (const type of t.ARTICLE_TYPES) {
      const statuses = await db
        .selectDistinct({ s: t.articles.stockStatus })
        .from(t.articles)
        .where(eq(t.articles.type, type));
      expect(statuses.length, type).toBeGreaterThanOrEqual(3);
      expect(
        await n(
          t.articles,
          sql`${t.articles.type} = ${type} and ${t.articles.specialPriceCents} is not null`,
        ),
        type,
      ).toBeGreaterThan(0);
    }
    const brands = await db.selectDistinct({ brand: t.articles.brand }).from(t.articles);
    expect(brands.map((b) => b.brand)).toEqual(
      expect.arrayContaining([
        'Sony',
        'Canon',
        'ARRI',
        'Blackmagic',
        'RED',
        'Sigma',
        'Aputure',
        'Nanlite',
        'Sennheiser',
        'Rode',
        'Zoom',
        'Sachtler',
        'DJI',
        'Atomos',
        'SmallHD',
        'Manfrotto',
        'Tilta',
        'Core SWX',
      ]),
    );
    // Borg for rentals, except crew hire; never for sale or occasion articles.
    const withoutBorg = await db
      .select({ name: t.articles.name })
      .from(t.articles)
      .where(sql`${t.articles.type} = 'RENTAL' and ${t.articles.depositCents} is null`);
    expect(withoutBorg.map((a) => a.name).sort()).toEqual(
      [
        'Cameraman (per dag)',
        'Cameraman met camera-set (per dag)',
        'Colorist (per dag)',
        'Dronepiloot (per dag)',
        'Editor (per dag)',
        'Gaffer (per dag)',
        'Geluidsman (per dag)',
        'Livestream-technicus (per dag)',
        'Productieassistent (per dag)',
      ].sort(),
    );
    expect(
      await n(t.articles, sql`${t.articles.type} <> 'RENTAL' and ${t.articles.depositCents} is not null`),
    ).toBe(0);
  });

  it('writes Dutch descriptions of two or three sentences and article numbers like SAM-10234', async () => {
    const rows = await database.db
      .select({ samId: t.articles.samId, description: t.articles.description })
      .from(t.articles);
    for (const row of rows) {
      expect(row.samId).toMatch(/^SAM-\d{5}$/);
      const sentences = row.description.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, row.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, row.description).toBeLessThanOrEqual(4);
    }
    expect(new Set(rows.map((r) => r.description)).size).toBeGreaterThan(rows.length * 0.9);
  });

  it('has campaigns with articles of their own type and accessories for the rental cameras', async () => {
    const { db } = database;
    const campaigns = await db
      .select({ slug: t.sales.slug, type: t.sales.type, n: count() })
      .from(t.sales)
      .innerJoin(t.saleArticles, eq(t.saleArticles.saleId, t.sales.id))
      .groupBy(t.sales.slug, t.sales.type);
    expect(campaigns.length).toBeGreaterThanOrEqual(2);
    for (const c of campaigns) expect(c.n, c.slug).toBeGreaterThan(3);
    const mixed = await db
      .select({ n: count() })
      .from(t.saleArticles)
      .innerJoin(t.sales, eq(t.sales.id, t.saleArticles.saleId))
      .innerJoin(t.articles, eq(t.articles.id, t.saleArticles.articleId))
      .where(ne(t.sales.type, t.articles.type));
    expect(mixed[0]?.n).toBe(0);
    expect(await n(t.articleAccessories)).toBeGreaterThan(20);
    const roots = await db
      .select({ n: count() })
      .from(t.articleCategories)
      .where(isNull(t.articleCategories.parentId));
    expect(roots[0]?.n).toBe(22); // ten rental, seven sale and five occasion trees
  });

  it('answers a page of full articles (related, accessories, sales, categories) in a fixed number of queries', async () => {
    const server = createApp({ db: database.db, clock }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    const cost = async (path: string) => {
      queries.length = 0;
      const answer = await fetch(`${base}${path}`, { headers: { cookie: 'csrftoken=x' } });
      expect(answer.status, path).toBe(200);
      return queries.length;
    };
    try {
      const one = await cost('/shop/articles/?view=full&type=RENTAL&page_size=1');
      const many = await cost('/shop/articles/?view=full&type=RENTAL&page_size=100');
      expect(many).toBe(one);
      expect(await cost('/shop/articles/sony-fx6/')).toBe(5);
      // Search: reading q against the lexicon, the tree, and one statement for the count, the window
      // and the categories holding matches (the text is matched once, not once per part).
      expect(await cost('/search/?q=sony&type=RENTAL&page=2')).toBe(3);
      expect(await cost('/search/?q=sony&type=RENTAL&cat=1&facets=stock:in_stock')).toBe(3);
      expect(await cost('/search/?type=SALE')).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('seeds the catalogue on the next start of a database seeded before it, leaving the rest alone', async () => {
    const { db } = database;
    const sectionsBefore = await n(sections);
    const articlesBefore = await n(t.articles);
    expect(sectionsBefore).toBeGreaterThan(0);
    await db.transaction(async (tx) => {
      await tx.delete(t.sales);
      await tx.delete(t.articles);
      await tx.delete(t.articleCategories);
    });
    await database.close();
    database = await openSeededDatabase({ dataDir: dir, clock });
    expect(await n(t.articles)).toBe(articlesBefore);
    expect(await n(sections)).toBe(sectionsBefore);
    expect(await n(t.sales)).toBeGreaterThanOrEqual(2);
  });
});

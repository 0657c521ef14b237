import type { ArticleSummaryAnswer } from '../../api/catalogue/article-shapes.ts';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import { cartLines, carts, sessions } from '../../api/db/schema.ts';
import type { CartAnswer } from '../../api/shop/cart-shapes.ts';
import { type Answer, Client } from './harness.ts';

// What the cart suites share: a visitor (a cookie jar with a CSRF token, no session yet) that
// speaks the cart's calls, the catalogue articles they use, and the rows a call may not add.

export type Errors = Record<string, string[]>;

export class Visitor extends Client {
  /** A visitor who has read one page: a CSRF cookie, no session. */
  static async arrive(base: string): Promise<Visitor> {
    const visitor = new Visitor(base);
    await visitor.get('/shop/categorydump/');
    return visitor;
  }

  send<T = CartAnswer>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    return this.request<T>(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      csrf: true,
    });
  }

  cart(): Promise<Answer<CartAnswer>> {
    return this.get<CartAnswer>('/shop/pcart/');
  }

  async write<T = CartAnswer>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.send<T>(method, path, body);
    if (answer.status !== 200) {
      throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    }
    return answer.body;
  }

  setPeriod(body: unknown): Promise<CartAnswer> {
    return this.write('POST', '/shop/pcart/', body);
  }

  add(article_id: number, count?: number): Promise<CartAnswer> {
    return this.write(
      'POST',
      '/shop/pcart-lines/',
      count === undefined ? { article_id } : { article_id, count },
    );
  }
}

/** Articles by slug, as the catalogue answers them. */
export async function articlesBySlug(base: string, ...slugs: string[]): Promise<ArticleSummaryAnswer[]> {
  const list = await new Client(base).ok<ArticleSummaryAnswer[]>(
    `/shop/articles/?no_page&slug__in=${slugs.join(',')}`,
  );
  return slugs.map((slug) => {
    const found = list.find((a) => a.slug === slug);
    if (!found) throw new Error(`no article ${slug}`);
    return found;
  });
}

/** Rows of the session, cart and cart line tables: a refused call must leave them as they were. */
export async function rowCounts(db: Db) {
  return {
    sessions: await countWhere(db, sessions, undefined),
    carts: await countWhere(db, carts, undefined),
    lines: await countWhere(db, cartLines, undefined),
  };
}

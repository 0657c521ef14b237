import { and, eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { accountOf } from '../accounts/users.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Detail, FieldErrors, json, type Paths, pathParam, ref } from '../http/openapi.ts';
import { idFromPath } from '../http/params.ts';
import { send } from '../http/send.ts';
import { ensureSession, sessionOf } from '../http/session.ts';
import { CART_MESSAGES, Form, rawField, readArticleId, readCount } from './cart-input.ts';
import { Cart, CartLineCountRequest, CartLineRequest } from './cart-shapes.ts';
import { addToLine, cartAnswer, ensureCart, loadArticles, loadCart } from './cart-store.ts';
import { cartLines, carts, MAX_COUNT } from './tables.ts';

// /api/shop/pcart-lines/: adding an article to the session's cart (its count is added to a line
// of the same article), and changing or removing a line. Every write answers the new cart.

const csrfRefused = json(
  ref(Detail),
  'CSRF-controle mislukt: no X-CSRFToken header equal to the csrftoken cookie.',
);
const badInput = json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing is stored.');
const lineNotFound = json(ref(Detail), 'Niet gevonden: no line of this session has that id.');
const lineId = pathParam('id', 'Cart line id', { type: 'integer', minimum: 1 });

export const pcartLinesPaths: Paths = {
  '/shop/pcart-lines/': {
    post: {
      summary: 'Add an article to the cart',
      description:
        'Needs X-CSRFToken. Adds count (default 1) of the article; a line of the same article ' +
        `gets its count raised (at most ${MAX_COUNT} in all). Out-of-stock articles may be added. ` +
        'Starts a session when there is none.',
      requestBody: { required: true, content: { 'application/json': { schema: ref(CartLineRequest) } } },
      responses: { '200': json(ref(Cart), 'The new cart'), '400': badInput, '403': csrfRefused },
    },
  },
  '/shop/pcart-lines/{id}/': {
    patch: {
      summary: "Set a line's count (0 removes it)",
      description: 'Needs X-CSRFToken.',
      parameters: [lineId],
      requestBody: { required: true, content: { 'application/json': { schema: ref(CartLineCountRequest) } } },
      responses: {
        '200': json(ref(Cart), 'The new cart'),
        '400': badInput,
        '403': csrfRefused,
        '404': lineNotFound,
      },
    },
    delete: {
      summary: 'Remove a line',
      description: 'Needs X-CSRFToken.',
      parameters: [lineId],
      responses: { '200': json(ref(Cart), 'The new cart'), '403': csrfRefused, '404': lineNotFound },
    },
  },
};

export function pcartLinesRouter({ db, clock, config }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/shop/pcart-lines/')
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const article = readArticleId(rawField(req.body, 'article_id'));
      if ('error' in article) form.add('article_id', article.error);
      const rawCount = rawField(req.body, 'count');
      const count = rawCount === undefined ? { count: 1 } : readCount(rawCount, 1);
      if ('error' in count) form.add('count', count.error);
      form.check();
      if (!('id' in article) || !('count' in count))
        throw new Error('validated line without article or count');

      const found = await loadArticles(db, [article.id]);
      if (!found.has(article.id)) form.add('article_id', CART_MESSAGES.unknownArticle);
      const existing = await loadCart(db, sessionOf(req)?.id ?? null);
      const inCart = existing.lines.find((l) => l.article.id === article.id)?.count ?? 0;
      if (inCart + count.count > MAX_COUNT) form.add('count', CART_MESSAGES.tooMany(inCart));
      form.check();

      const session = await ensureSession(req);
      await db.transaction(async (tx) => {
        const cartId = await ensureCart(tx, session.id, clock.now());
        const line = await addToLine(tx, cartId, article.id, count.count, MAX_COUNT);
        // Another request raised the count between the check and now: refuse, store nothing.
        if (line === null) throw new HttpError(400, { count: [CART_MESSAGES.tooMany(inCart)] });
      });
      send(res, Cart, cartAnswer(await loadCart(db, session.id), accountOf(req), config.orderLimits));
    })
    .all(methodNotAllowed);

  /** The line with this id in the session's cart, or a 404 (any other session's line included). */
  async function ownLine(req: Request<{ id: string }>): Promise<{ sessionId: string; lineId: number }> {
    const session = sessionOf(req);
    const id = idFromPath(req.params.id);
    if (!session || id === null || id < 1) throw notFound();
    const [row] = await db
      .select({ id: cartLines.id })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(cartLines.id, id), eq(carts.sessionId, session.id)));
    if (!row) throw notFound();
    return { sessionId: session.id, lineId: row.id };
  }

  router
    .route('/shop/pcart-lines/:id/')
    .patch(async (req: Request<{ id: string }>, res: Response) => {
      const { sessionId, lineId } = await ownLine(req);
      const form = new Form(req.body);
      const count = readCount(rawField(req.body, 'count'), 0);
      if ('error' in count) form.add('count', count.error);
      form.check();
      if (!('count' in count)) throw new Error('validated count missing');
      if (count.count === 0) await db.delete(cartLines).where(eq(cartLines.id, lineId));
      else await db.update(cartLines).set({ count: count.count }).where(eq(cartLines.id, lineId));
      send(res, Cart, cartAnswer(await loadCart(db, sessionId), accountOf(req), config.orderLimits));
    })
    .delete(async (req: Request<{ id: string }>, res: Response) => {
      const { sessionId, lineId } = await ownLine(req);
      await db.delete(cartLines).where(eq(cartLines.id, lineId));
      send(res, Cart, cartAnswer(await loadCart(db, sessionId), accountOf(req), config.orderLimits));
    })
    .all(methodNotAllowed);

  return router;
}

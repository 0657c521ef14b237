import { type Request, type Response, Router } from 'express';
import { periodRentalDays, priceCart } from '../../domain/pricing.ts';
import { validatePeriod } from '../../domain/rental-period.ts';
import { accountOf } from '../accounts/users.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Detail, FieldErrors, json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import {
  addPeriodErrors,
  CART_MESSAGES,
  Form,
  rawField,
  readArticleId,
  readBoolean,
  readCount,
  readDate,
  readSlotChoice,
} from './cart-input.ts';
import { Prices, PricesRequest, serializePrices } from './cart-shapes.ts';
import { loadArticles, pricedArticle } from './cart-store.ts';

// POST /api/shop/prices/: what a period and some lines would cost, stateless (no session, nothing
// stored). The same rules and the same pricing function as the cart's own prices.

const MAX_LINES = 100;

export const pricesPaths: Paths = {
  '/shop/prices/': {
    post: {
      summary: 'Price a rental period and lines',
      description:
        'Needs X-CSRFToken. Stateless: needs no session and stores nothing. The period follows ' +
        "the cart's rules; a slot may also be a custom time within that day's opening hours. " +
        'Without both dates the rental lines are priced for 1 day.',
      requestBody: { required: true, content: { 'application/json': { schema: ref(PricesRequest) } } },
      responses: {
        '200': json(ref(Prices), 'The prices'),
        '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; lines: "Regel n: …".'),
        '403': json(ref(Detail), 'CSRF-controle mislukt.'),
      },
    },
  },
};

type Wanted = { articleId: number; count: number; line: number };

/** The `lines` field: each `{article_id, count}`, each article once; messages name the line. */
function readLines(form: Form, value: unknown): Wanted[] {
  if (value === undefined || value === null) {
    form.add('lines', 'Dit veld is verplicht.');
    return [];
  }
  if (!Array.isArray(value)) {
    form.add('lines', CART_MESSAGES.lines);
    return [];
  }
  if (value.length > MAX_LINES) {
    form.add('lines', CART_MESSAGES.tooManyLines);
    return [];
  }
  const wanted: Wanted[] = [];
  const firstLine = new Map<number, number>();
  value.forEach((item: unknown, index) => {
    const line = index + 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      form.add('lines', CART_MESSAGES.line(line, CART_MESSAGES.lines));
      return;
    }
    const article = readArticleId(rawField(item, 'article_id'));
    const count = readCount(rawField(item, 'count'), 1);
    if ('error' in article) form.add('lines', CART_MESSAGES.line(line, `article_id: ${article.error}`));
    if ('error' in count) form.add('lines', CART_MESSAGES.line(line, `count: ${count.error}`));
    if (!('id' in article) || !('count' in count)) return;
    const first = firstLine.get(article.id);
    if (first !== undefined) {
      form.add('lines', CART_MESSAGES.line(line, CART_MESSAGES.duplicate(first)));
      return;
    }
    firstLine.set(article.id, line);
    wanted.push({ articleId: article.id, count: count.count, line });
  });
  return wanted;
}

export function pricesRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/shop/prices/')
    .post(async (req: Request, res: Response) => {
      const body = req.body as unknown;
      const form = new Form(body);
      const period = {
        startDate: readDate(form, body, 'start_date') ?? null,
        endDate: readDate(form, body, 'end_date') ?? null,
        pickupSlot: readSlotChoice(form, body, 'pickup_slot'),
        returnSlot: readSlotChoice(form, body, 'return_slot'),
      };
      const wanted = readLines(form, rawField(body, 'lines'));
      const includeShipping = readBoolean(form, body, 'include_shipping_costs', false);
      addPeriodErrors(form, validatePeriod(period, clock.amsterdamNow()));
      form.check();

      const found = await loadArticles(
        db,
        wanted.map((w) => w.articleId),
      );
      for (const w of wanted) {
        if (!found.has(w.articleId)) {
          form.add('lines', CART_MESSAGES.line(w.line, `article_id: ${CART_MESSAGES.unknownArticle}`));
        }
      }
      form.check();

      const prices = priceCart({
        lines: wanted.flatMap((w) => {
          const row = found.get(w.articleId);
          return row ? [{ article: pricedArticle(row), count: w.count }] : [];
        }),
        rentalDays: periodRentalDays(period.startDate, period.endDate),
        includeShipping,
        // The signed-in account's terms (discount, trusted: no borg); ANONYMOUS without one.
        account: accountOf(req),
      });
      send(res, Prices, serializePrices(prices));
    })
    .all(methodNotAllowed);

  return router;
}

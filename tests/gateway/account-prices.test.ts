import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPTIONS, DEMO, STUDENT, signedIn } from './account-browser.ts';
import { browser, type Stack } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// Prices as a customer reads them (issue 25): every article price with and without BTW, and, for a
// signed-in account with terms (student@: 25 % off rentals, trusted), its own day price and no
// borg on lists and article pages. With the response cache on, as `npm start` runs it: the
// anonymous list stays cached, and an account's prices never reach another visitor, nor does a
// kept answer without them reach the account.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ cache: {} }, API_OPTIONS);
});
afterAll(() => stack?.close());

type Amount = { cents: number; formatted: string };
type Shown = { inclBtw: Amount; exclBtw: Amount; btw: Amount; btwPercent: number };
type ListArticle = {
  slug: string;
  price: Amount;
  specialPrice: Amount | null;
  deposit: Amount | null;
  shownPrice: Shown;
  forYou: { discountPercent: number; noDeposit: boolean; price: Shown } | null;
};

const PRICE = 'inclBtw { cents formatted } exclBtw { cents formatted } btw { cents } btwPercent';
const LIST = `query RentalPrices { articles(type: RENTAL, first: 3) { articles {
  slug price { cents formatted } specialPrice { cents formatted } deposit { cents formatted } shownPrice { ${PRICE} }
  forYou { discountPercent noDeposit price { ${PRICE} } } } } }`;

const listOf = async (b: ReturnType<typeof browser>) => {
  const { data, calls } = await b.ask<{ articles: ListArticle[] }>(LIST, {}, false);
  return { articles: data.articles, calls };
};

describe('prices as shown', () => {
  it('gives every price incl. and excl. BTW (21 %, half up), the same for everyone', async () => {
    const { articles } = await listOf(browser(stack));
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      const excl = article.price.cents;
      expect(article.shownPrice.exclBtw.cents).toBe(excl);
      expect(article.shownPrice.btw.cents).toBe(Math.floor((excl * 21 + 50) / 100));
      expect(article.shownPrice.inclBtw.cents).toBe(excl + article.shownPrice.btw.cents);
      expect(article.shownPrice.btwPercent).toBe(21);
      expect(article.forYou).toBeNull();
    }
  });

  it('shows a signed-in account its discount and that it rents without borg, and nobody else', async () => {
    const anonymous = browser(stack);
    // Warm: the anonymous answer is kept and then served without asking the api.
    await listOf(anonymous);
    const warm = await listOf(anonymous);
    expect(warm.calls).toBe(0);

    const student = await signedIn(stack, STUDENT);
    const demo = await signedIn(stack, DEMO);
    for (let round = 0; round < 2; round++) {
      const [theirs, plain, nobody] = await Promise.all([listOf(student), listOf(demo), listOf(anonymous)]);
      for (const article of theirs.articles) {
        // Off the special price when there is one, as the cart takes it.
        const day = (article.specialPrice ?? article.price).cents;
        const discounted = day - Math.floor((day * 25 + 50) / 100);
        expect(article.forYou).toEqual({
          discountPercent: 25,
          noDeposit: true,
          price: expect.objectContaining({
            exclBtw: expect.objectContaining({ cents: discounted }),
            inclBtw: expect.objectContaining({
              cents: discounted + Math.floor((discounted * 21 + 50) / 100),
            }),
          }),
        });
      }
      // A session asks the api each time (its answer is private); a session without terms has none.
      expect(theirs.calls).toBeGreaterThan(0);
      expect(plain.articles.every((a) => a.forYou === null)).toBe(true);
      expect(nobody.articles.every((a) => a.forYou === null)).toBe(true);
      expect(nobody.calls).toBe(0);
    }
  });
});

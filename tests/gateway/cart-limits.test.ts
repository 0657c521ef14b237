import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMITS, operationCost } from '../../gateway/graphql/limits.ts';
import { loadTypeDefs } from '../../gateway/graphql/type-defs.ts';

// The cost limit over the cart and the calendar: a cart panel (three line lists of an assumed 10
// lines each, every line with its article) and the period editor's three months fit with room;
// the calendar is costed at its largest, whatever range is asked.

const schema = buildSchema(loadTypeDefs());
const cost = (query: string) => operationCost({ schema, query: parse(query), variables: {} });

const LINE = `id count priceTotal { formatted } discount { cents formatted } btwTotal { formatted }
  article { id slug type name brand stockStatus price { formatted } specialPrice { formatted }
    deposit { formatted } images { small } category { path } }`;
const MONEY = '{ cents amount formatted }';
const CART = `cart {
  itemCount salesShipping
  period { pickupDate pickupSlot { id label } returnDate returnSlot { id label } complete rentalDays }
  rentalLines { ${LINE} } salesLines { ${LINE} } occasionLines { ${LINE} }
  totals { rentalExclBtw ${MONEY} rentalBtw ${MONEY} salesExclBtw ${MONEY} salesBtw ${MONEY} borg ${MONEY}
    reg ${MONEY} discount ${MONEY} transport ${MONEY} subtotalExclBtw ${MONEY} btw ${MONEY} total ${MONEY} }
}`;
const CALENDAR = (from: string, to: string) =>
  `rentalCalendar(from: "${from}", to: "${to}") { today days { date holiday slots { id label } } }`;

describe('cost of cart operations', () => {
  it('fits the whole cart with every field of every line in a fifth of the limit', () => {
    expect(cost(`{ ${CART} }`)).toBeLessThanOrEqual(LIMITS.cost / 5);
  });

  it('fits each cart mutation answering the whole cart in a fifth of the limit', () => {
    const payload = `{ ${CART} errors { field messages } }`;
    for (const mutation of [
      `addToCart(articleId: "1", count: 2) ${payload}`,
      `setCartLineCount(lineId: "1", count: 2) ${payload}`,
      `removeCartLine(lineId: "1") ${payload}`,
      `clearCart ${payload}`,
      `setRentalPeriod(period: { pickupDate: "2026-11-24", pickupSlot: 0 }, salesShipping: true) ${payload}`,
    ]) {
      expect(cost(`mutation { ${mutation} }`), mutation).toBeLessThanOrEqual(LIMITS.cost / 5);
    }
  });

  it('costs a calendar at its largest (93 days of 4 slots), and the editor with the cart fits in half', () => {
    const short = cost(`{ ${CALENDAR('2026-11-23', '2026-11-24')} }`);
    const long = cost(`{ ${CALENDAR('2026-11-23', '2027-02-23')} }`);
    expect(short).toBe(long);
    expect(long).toBeGreaterThan(93 * 4);
    expect(cost(`{ ${CART} ${CALENDAR('2026-11-01', '2027-01-31')} }`)).toBeLessThanOrEqual(LIMITS.cost / 2);
  });
});

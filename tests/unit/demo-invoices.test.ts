import { describe, expect, it } from 'vitest';
import { CUSTOMER_INVOICES, DEMO_INVOICES } from '../../api/seed/demo-accounts.ts';
import { FREE_SHIPPING_FROM_CENTS, SHIPPING_CENTS, shippingCentsFor } from '../../domain/pricing.ts';

// The demo invoices (DEMO_ACCOUNTS=1) follow the shop's own rules: a sale charges shipping only
// below the free-shipping threshold (issue 25, item 10).

describe('shippingCentsFor', () => {
  it('charges € 6,95 below € 150 excl. BTW, nothing from € 150 on', () => {
    expect(shippingCentsFor(FREE_SHIPPING_FROM_CENTS - 1)).toBe(SHIPPING_CENTS);
    expect(shippingCentsFor(FREE_SHIPPING_FROM_CENTS)).toBe(0);
    expect(shippingCentsFor(29900)).toBe(0);
  });
});

describe('demo invoices', () => {
  const sales = [...DEMO_INVOICES, ...CUSTOMER_INVOICES].filter((invoice) => invoice.type === 'sale');

  it('has sale invoices', () => {
    expect(sales.length).toBeGreaterThan(0);
  });

  it('charges shipping on a sale as the shop would', () => {
    for (const invoice of sales) {
      const goods = invoice.lines.filter((l) => l.description !== 'Verzendkosten');
      const shipping = invoice.lines.filter((l) => l.description === 'Verzendkosten');
      const goodsCents = goods.reduce((sum, l) => sum + l.count * l.unitCents, 0);
      const expected = shippingCentsFor(goodsCents);
      expect(shipping.reduce((sum, l) => sum + l.count * l.unitCents, 0)).toBe(expected);
      expect(shipping).toHaveLength(expected > 0 ? 1 : 0);
    }
  });

  it('the € 299 microphone ships free', () => {
    const microphone = sales.find((i) => i.lines.some((l) => l.description.includes('NTG4+')));
    expect(microphone?.lines.map((l) => l.description)).toEqual(['Rode NTG4+ richtmicrofoon']);
  });
});

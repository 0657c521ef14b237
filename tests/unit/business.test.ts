import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../domain/business.ts';
import { isEmail, isPhone } from '../../domain/validation.ts';

// The business facts are data; what is tested is that they hold together: a number dials what it
// shows, the address is made of its parts, every mailbox is a valid address of our own domain.

describe('BUSINESS', () => {
  it('dials the number it shows, and links to it', () => {
    for (const p of [BUSINESS.phone, BUSINESS.education.phone]) {
      expect(`+31${p.display.replace(/\D/g, '').slice(1)}`).toBe(p.tel);
      expect(p.href).toBe(`tel:${p.tel}`);
      expect(isPhone(p.display)).toBe(true);
    }
  });

  it('writes its address from its parts, with a Dutch postcode', () => {
    expect(BUSINESS.address).toBe(`${BUSINESS.street}, ${BUSINESS.postalCode} ${BUSINESS.city}`);
    expect(BUSINESS.postalCode).toMatch(/^\d{4} [A-Z]{2}$/);
    expect(BUSINESS.kvk).toMatch(/^\d{8}$/);
  });

  it("routes every contact topic to a valid mailbox of the shop's own domain", () => {
    const domain = BUSINESS.email.split('@')[1];
    for (const address of [BUSINESS.email, BUSINESS.education.email, ...Object.values(BUSINESS.mailboxes)]) {
      expect(isEmail(address), address).toBe(true);
      expect(address.endsWith(`@${domain}`), address).toBe(true);
    }
    expect(BUSINESS.mailboxes.educatie).toBe(BUSINESS.education.email);
  });
});

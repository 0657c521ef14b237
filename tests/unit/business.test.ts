import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../domain/business.ts';

describe('BUSINESS', () => {
  it('holds the contact details', () => {
    expect(BUSINESS.name).toBe('Studio Lumen Amsterdam');
    expect(BUSINESS.address).toBe('Czaar Peterstraat 213, 1018 PL Amsterdam');
    expect(`${BUSINESS.street}, ${BUSINESS.postalCode} ${BUSINESS.city}`).toBe(BUSINESS.address);
    expect(BUSINESS.phone).toEqual({
      display: '020 - 760 42 10',
      tel: '+31207604210',
      href: 'tel:+31207604210',
    });
    expect(BUSINESS.email).toBe('info@studiolumen.nl');
    expect(BUSINESS.education.phone.href).toBe('tel:+31207604212');
    expect(BUSINESS.education.phone.display).toBe('020 - 760 42 12');
    expect(BUSINESS.education.email).toBe('educatie@studiolumen.nl');
    expect(BUSINESS.kvk).toBe('81234567');
    expect(BUSINESS.paymentNote).toContain('iDEAL');
  });

  it("routes the contact form's topics to our own mailboxes", () => {
    expect(BUSINESS.mailboxes).toEqual({
      algemeen: 'info@studiolumen.nl',
      verhuur: 'verhuur@studiolumen.nl',
      verkoop: 'verkoop@studiolumen.nl',
      educatie: BUSINESS.education.email,
      duplicatie: 'duplicatie@studiolumen.nl',
    });
    for (const address of Object.values(BUSINESS.mailboxes)) expect(address).toMatch(/@studiolumen\.nl$/);
  });

  it('dials the number it shows', () => {
    for (const p of [BUSINESS.phone, BUSINESS.education.phone]) {
      expect(`+31${p.display.replace(/\D/g, '').slice(1)}`).toBe(p.tel);
    }
  });
});

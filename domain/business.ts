// Contact details of the business, shown in the footer, on the contact and course
// pages and in mails. One place, so a changed number is changed everywhere.

export type PhoneNumber = {
  /** As a visitor reads it. */
  readonly display: string;
  /** International form, E.164. */
  readonly tel: string;
  /** Ready for `<a href>`. */
  readonly href: string;
};

function phone(display: string, tel: string): PhoneNumber {
  return Object.freeze({ display, tel, href: `tel:${tel}` });
}

const EDUCATION_EMAIL = 'educatie@studiolumen.nl';

export const BUSINESS = Object.freeze({
  name: 'Studio Lumen Amsterdam',
  street: 'Czaar Peterstraat 213',
  postalCode: '1018 PL',
  city: 'Amsterdam',
  /** One line: street, postal code and city. */
  address: 'Czaar Peterstraat 213, 1018 PL Amsterdam',
  phone: phone('020 - 760 42 10', '+31207604210'),
  email: 'info@studiolumen.nl',
  /** Chamber of Commerce (KvK) registration number. */
  kvk: '81234567',
  /** VAT (BTW) identification number, on invoices. */
  vatNumber: 'NL862345678B01',
  /** The education team, for course questions and registrations. */
  education: Object.freeze({
    phone: phone('020 - 760 42 12', '+31207604212'),
    email: EDUCATION_EMAIL,
  }),
  /**
   * The contact form's topics (its `to` field) and the mailbox each one goes to: the visitor picks
   * a topic, never an address, so the form cannot be used to send mail anywhere else.
   */
  mailboxes: Object.freeze({
    algemeen: 'info@studiolumen.nl',
    verhuur: 'verhuur@studiolumen.nl',
    verkoop: 'verkoop@studiolumen.nl',
    educatie: EDUCATION_EMAIL,
    duplicatie: 'duplicatie@studiolumen.nl',
  }),
  /** Shown near checkout and pay links. */
  paymentNote:
    'Betalen kan met iDEAL, creditcard en pinpas. Betalingen verlopen via een beveiligde betaalprovider.',
});

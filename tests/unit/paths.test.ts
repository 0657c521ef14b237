import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, patterns } from '../../domain/paths.ts';

// The site's URLs and the router's patterns live together in domain/paths.ts: every href a tier
// builds is matched by the pattern of the page it means, with its parameters read back.

/** Each pattern, with hrefs built by `paths` that must match it (and the params they carry). */
const HREFS: Record<keyof typeof patterns, [string, Record<string, string>?][]> = {
  home: [[paths.home()]],
  agenda: [[paths.agenda()], [paths.agenda('montage'), { cat: 'montage' }]],
  course: [[paths.course('montage-basis'), { slug: 'montage-basis' }]],
  courseNew: [[paths.courseNew('drone'), { slug: 'drone' }]],
  gapYear: [[paths.gapYear()], [paths.gapYear('film'), { cat: 'film' }]],
  section: [
    [paths.education(), { section: 'opleidingen' }],
    [paths.section('cursussen', 'geluid'), { section: 'cursussen', cat: 'geluid' }],
  ],
  registration: [[paths.registration('drone', '12'), { slug: 'drone', runId: '12' }]],
  registrationThanks: [[paths.registrationThanks()]],
  openDay: [[paths.openDay()]],
  openDayThanks: [[paths.openDayThanks()]],
  rentalArticle: [[paths.article('RENTAL', 'sony-fx6'), { slug: 'sony-fx6' }]],
  saleArticle: [[paths.article('SALE', 'sony-fx3'), { slug: 'sony-fx3' }]],
  occasionArticle: [[paths.article('OCCASION', 'fx6-used'), { slug: 'fx6-used' }]],
  saleCampaign: [
    [paths.saleList('SALE', 'black-friday', 'camera'), { sale: 'black-friday', '*': 'camera/' }],
  ],
  occasionCampaign: [[paths.saleList('OCCASION', 'zomer'), { sale: 'zomer' }]],
  rentalList: [[paths.rental()], [paths.articleList('RENTAL', 'camera/cinema'), { '*': 'camera/cinema/' }]],
  saleList: [[paths.sales()], [paths.articleList('SALE', 'audio')]],
  occasionList: [[paths.occasions()]],
  checkout: [[paths.checkout()]],
  checkoutDetails: [[paths.checkoutDetails()]],
  checkoutOverview: [[paths.checkoutOverview()]],
  orderConfirmation: [[paths.orderConfirmation('SL-2026-00001'), { number: 'SL-2026-00001' }]],
  testPayment: [[paths.testPayment('h'.repeat(32)), { handle: 'h'.repeat(32) }]],
  verifyOrderPayment: [[paths.verifyPayment('ORDER', 'abc'), { handle: 'abc' }]],
  verifyInvoicePayment: [[paths.verifyPayment('INVOICE', 'abc'), { handle: 'abc' }]],
  verifyProjectPayment: [[paths.verifyPayment('PROJECT', 'abc'), { handle: 'abc' }]],
  login: [[paths.login('/profiel/')]],
  signUp: [[paths.signUp()]],
  signUpThanks: [[paths.signUpThanks()]],
  activate: [[paths.activate({ token: 't.s' })]],
  resetPassword: [[paths.resetPassword()]],
  confirmEmail: [[paths.confirmEmail({ token: 't.s' })]],
  confirmQuote: [[paths.confirmQuote({ token: 'n.s' })]],
  profile: [[paths.profile()]],
  account: [[paths.account({ email: 'a@b.nl', token: 'f'.repeat(64) })]],
  invoicePayment: [[paths.invoicePayment('abc'), { handle: 'abc' }]],
  contact: [[paths.contact({ topic: 'verhuur' })]],
  duplication: [[paths.duplication()]],
  accessibility: [[paths.accessibility()]],
  campaign: [[paths.campaign('cmp/zomeractie-verhuur'.slice(4)), { '*': 'zomeractie-verhuur' }]],
  desk: [[paths.desk()], [paths.desk({ q: 'jansen', pagina: '2' })]],
  deskSignIn: [[paths.deskSignIn()], [paths.deskSignIn(paths.deskOrder('SL-2026-00001'))]],
  deskOrder: [[paths.deskOrder('SL-2026-00001'), { number: 'SL-2026-00001' }]],
  deskAudit: [[paths.deskAudit()], [paths.deskAudit({ medewerker: '3', actie: 'refund' })]],
  deskRecoveryCodes: [[paths.deskRecoveryCodes()]],
  deskPlanner: [
    [paths.deskPlanner()],
    [paths.deskPlanner({ van: '2026-11-23', q: 'fx6', pagina: '2' })],
    [paths.deskPlanner({ conflicten: 'ja' })],
  ],
  deskToday: [[paths.deskToday()], [paths.deskToday({ datum: '2026-11-24' })]],
  deskUnits: [[paths.deskUnits()], [paths.deskUnits({ artikel: '12', q: 'SL-12', status: 'in_repair' })]],
  deskCustomers: [[paths.deskCustomers()], [paths.deskCustomers({ q: '06 12 34 56 78', zakelijk: 'ja' })]],
  deskCustomer: [[paths.deskCustomer('12')]],
  deskAvailability: [
    [paths.deskAvailability()],
    [paths.deskAvailability({ q: 'fx6', van: '2026-12-04', aantal: '2' })],
  ],
};

describe('domain/paths.ts', () => {
  for (const [name, hrefs] of Object.entries(HREFS)) {
    it(`${name}: the href is matched by its pattern, parameters and all`, () => {
      const pattern = patterns[name as keyof typeof patterns];
      for (const [href, params] of hrefs) {
        const pathname = new URL(href, 'https://example.nl').pathname;
        const match = matchPath({ path: `/${pattern.replace(/^\//, '')}`, end: true }, pathname);
        expect(match, `${href} ~ ${pattern}`).not.toBeNull();
        if (params) expect(match?.params).toMatchObject(params);
      }
    });
  }

  it('encodes a slug as one segment, never a path of its own', () => {
    expect(paths.course('a/../b')).toBe('/educatie/c/a%2F..%2Fb');
    expect(paths.article('SALE', 'x?y')).toBe('/verkoop/artikel/x%3Fy');
  });
});

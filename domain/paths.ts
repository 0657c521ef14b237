// Every URL of the site (SPEC §2), built in one place and used by every tier: the web links with
// `paths.course(slug)`, the gateway lists them in the sitemap and the feed, the api puts them in
// mails and payment answers. Never a hand-written '/educatie/c/...' string elsewhere, so a changed
// URL is changed here once. `patterns` are the same URLs as the router matches them
// (web/src/app/routes.tsx); a test holds each href to its pattern.
//
// Slugs and ids are encoded as one path segment each. Trailing slashes follow the site's
// canonical URLs: lists end in '/', single pages do not.

/** The article types, as every tier names them. */
export type ArticleType = 'RENTAL' | 'SALE' | 'OCCASION';
/** What a payment pays, as the site's verify pages name it. */
export type PaymentKind = 'ORDER' | 'INVOICE' | 'PROJECT';

const segment = (value: string): string => encodeURIComponent(value);

/** The URL prefix of each article type (SPEC §2). */
const TYPE_PREFIX: Record<ArticleType, string> = {
  RENTAL: '/verhuur/',
  SALE: '/verkoop/',
  OCCASION: '/occasions/',
};

/** The verify page of each payment kind (SPEC §2). */
const VERIFY_PREFIX: Record<PaymentKind, string> = {
  ORDER: '/verify-payment/',
  INVOICE: '/verify-invoice-payment/',
  PROJECT: '/verify-project-payment/',
};

/** `path?a=1&b=2` of the given values (empty ones left out). */
const withQuery = (path: string, query: Record<string, string | undefined> = {}): string => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `${path}?${search}` : path;
};

/** `/base/` or `/base/{cat}/`: a list, optionally narrowed to one category. */
const list = (base: string, category?: string | null): string =>
  category ? `${base}${segment(category)}/` : base;

/** A category path (`camera/cinema`) as URL segments with a trailing slash; '' for none. */
const categorySegments = (categoryPath?: string | null): string =>
  categoryPath ? `${categoryPath.split('/').map(segment).join('/')}/` : '';

/**
 * The contact form's topics as its `?onderwerp=` names them; the form pairs each with the
 * schema's `ContactTopic` (web/src/features/contact/contact-form.tsx).
 */
export type ContactTopicParam = 'algemeen' | 'verhuur' | 'verkoop' | 'opleidingen' | 'duplicatie';

export const paths = {
  home: () => '/',

  // Education (SPEC §2, §4-§6)
  /** A section's course list: `/educatie/opleidingen/`, `/educatie/cursussen/montage/`. */
  section: (section: string, category?: string | null) => list(`/educatie/${segment(section)}/`, category),
  /** Where "Educatie" starts: the list of opleidingen. */
  education: (): string => paths.section('opleidingen'),
  /** The gap-year page, with its own layout: `/educatie/tussenjaar/`, `/educatie/tussenjaar/{cat}/`. */
  gapYear: (category?: string | null) => list('/educatie/tussenjaar/', category),
  course: (slug: string) => `/educatie/c/${segment(slug)}`,
  /** The second course layout. */
  courseNew: (slug: string) => `/educatie/c/new/${segment(slug)}`,
  registration: (courseSlug: string, runId: string) =>
    `/educatie/c/${segment(courseSlug)}/${segment(runId)}/inschrijven`,
  registrationThanks: () => '/inschrijving-bedankt',
  agenda: (category?: string | null) => list('/agenda/', category),
  /** The iCalendar feed of the agenda, optionally of one category. */
  agendaFeed: (category?: string | null) =>
    category ? `/agenda.ics?cat=${encodeURIComponent(category)}` : '/agenda.ics',
  openDay: () => '/infodag',
  openDayThanks: () => '/infodag-inschrijving-bedankt',

  // Shop (SPEC §2): each article type has its own prefix and category tree.
  rental: () => '/verhuur/',
  sales: () => '/verkoop/',
  occasions: () => '/occasions/',
  /** An article list, optionally in a category path: `/verhuur/`, `/verhuur/camera/cinema/`. */
  articleList: (type: ArticleType, categoryPath?: string | null): string =>
    `${TYPE_PREFIX[type]}${categorySegments(categoryPath)}`,
  /** An article's page: `/verhuur/artikel/sony-fx6`. */
  article: (type: ArticleType, slug: string) => `${TYPE_PREFIX[type]}artikel/${segment(slug)}`,
  /**
   * A sale campaign's list (SALE and OCCASION only), optionally in a category path:
   * `/verkoop/actie/black-friday/`, `/verkoop/actie/black-friday/camera/`.
   */
  saleList: (type: ArticleType, sale: string, categoryPath?: string | null): string =>
    `${TYPE_PREFIX[type]}actie/${segment(sale)}/${categorySegments(categoryPath)}`,

  // Checkout (SPEC §2): the cart, the order's two steps, and where a payment comes back.
  checkout: () => '/offerte',
  checkoutDetails: () => '/order-details-1',
  checkoutOverview: () => '/order-details-2',
  /** The confirmation of a placed order or quote: `/offerte/bevestigd/SL-2026-00001`. */
  orderConfirmation: (number: string) => `/offerte/bevestigd/${segment(number)}`,
  /** Where a guest's quote mail leads (`?token=`): confirming it holds the quote's gear. */
  confirmQuote: (query?: { token?: string }) => withQuery('/offerte-bevestigen', query),
  /** The built-in test payment provider's pay page (api/payments/README.md). */
  testPayment: (handle: string) => `/testbetaling/${segment(handle)}`,
  /** Where a payment of each kind returns: `/verify-payment/{handle}` and the invoice and project variants. */
  verifyPayment: (kind: PaymentKind, handle: string) => `${VERIFY_PREFIX[kind]}${segment(handle)}`,

  // Accounts and invoices (SPEC §2): `redirect` is a site path to return to after signing in.
  login: (redirect?: string | null) =>
    redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  signUp: () => '/registratie/',
  signUpThanks: () => '/bedankt/gebruikersregistratie',
  /** The activation and set-password page; `?email=` after a sign-in of an inactive account. */
  activate: (query?: { email?: string; token?: string; redirect?: string }) =>
    withQuery('/activate-account', query),
  resetPassword: () => '/reset-password',
  /** Where the link mailed to a new address leads (`?token=`): confirming it changes the address. */
  confirmEmail: (query?: { token?: string }) => withQuery('/e-mailadres-bevestigen', query),
  profile: () => '/profiel/',
  /** The invoices; with `email` and `token` an invoice mail's link (no sign-in needed). */
  account: (query?: { email?: string; token?: string }) => withQuery('/account', query),
  /** The pay page of one invoice (its mobile payment link). */
  invoicePayment: (handle: string) => `/factuur-betalen/${segment(handle)}`,

  // Content pages
  /** The contact form; `topic` (`duplicatie`, `verhuur`, …) preselects its subject. */
  contact: (query?: { topic?: ContactTopicParam }) => withQuery('/contact', { onderwerp: query?.topic }),
  /** The duplication and digitisation service. */
  duplication: () => '/duplicatie',
  /** A campaign page: `/cmp/zomeractie-verhuur` (content page `cmp/zomeractie-verhuur`). */
  campaign: (path: string) => `/cmp/${path.split('/').map(segment).join('/')}`,
  terms: () => '/algemene-voorwaarden',
  privacy: () => '/privacy',
  /** The accessibility statement (European Accessibility Act, WCAG 2.1 AA). */
  accessibility: () => '/toegankelijkheid',

  // The rental desk (issue 38): staff only, never indexed, never kept by the gateway's page cache.
  /** The desk's start: its orders (`?q=…&status=…&pagina=2`, the list's filters as its URL). */
  desk: (query?: Record<string, string | undefined>) => withQuery('/beheer/', query),
  /** The desk's sign-in; `terug` is the desk path to return to. */
  deskSignIn: (returnTo?: string | null) =>
    returnTo ? `/beheer/inloggen?terug=${encodeURIComponent(returnTo)}` : '/beheer/inloggen',
  /** An order's page at the desk. */
  deskOrder: (number: string) => `/beheer/bestellingen/${segment(number)}`,
  /** The audit log of every staff action (`?pagina=2`, filtered by staff id, order number, action code). */
  deskAudit: (query?: { pagina?: string; medewerker?: string; bestelling?: string; actie?: string }) =>
    withQuery('/beheer/logboek', query),
  /** New recovery codes for the signed-in staff member. */
  deskRecoveryCodes: () => '/beheer/herstelcodes',
  /** The planner: 8 weeks from the Monday of `van` (none: this week), `q` an article, `pagina`. */
  deskPlanner: (query?: { van?: string; q?: string; conflicten?: string; pagina?: string }) =>
    withQuery('/beheer/planner', query),
  /** The desk's day: overdue returns, then the pickups and returns of `datum` (default today). */
  deskToday: (query?: { datum?: string }) => withQuery('/beheer/balie', query),
  /** The rental units (`?artikel=12&q=SL-12&status=in_repair&pagina=2`). */
  deskUnits: (query?: { artikel?: string; q?: string; status?: string; pagina?: string }) =>
    withQuery('/beheer/voorraad', query),
  /** The customer records (`?q=06 12 34 56 78&zakelijk=ja&pagina=2`). */
  deskCustomers: (query?: { q?: string; zakelijk?: string; pagina?: string }) =>
    withQuery('/beheer/klanten', query),
  /** The counter's availability lookup (`?q=fx6&van=2026-12-04&ophalen=0&tot=2026-12-07&terug=3&aantal=2`). */
  deskAvailability: (query?: Record<string, string | undefined>) =>
    withQuery('/beheer/beschikbaarheid', query),
  /** A customer record's page at the desk. */
  deskCustomer: (id: string) => `/beheer/klanten/${segment(id)}`,

  // Endpoints the browser talks to
  graphql: () => '/graphql',
} as const;

/** The article type whose URL prefix `pathname` starts with (`/verkoop/...` → SALE), else null. */
export function articleTypeOfPath(pathname: string): ArticleType | null {
  const prefix = `/${pathname.split('/')[1] ?? ''}/`;
  const found = (Object.entries(TYPE_PREFIX) as [ArticleType, string][]).find(([, p]) => p === prefix);
  return found ? found[0] : null;
}

/** An absolute URL of a site path, for JSON-LD, mails and sharing: `absoluteUrl(origin, paths.course(slug))`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/**
 * The route patterns of the site's pages, as react-router matches them (web/src/app/routes.tsx),
 * relative to the root. Each names the `paths` entry whose URLs it matches.
 */
export const patterns = {
  home: '/',
  agenda: 'agenda/:cat?',
  course: 'educatie/c/:slug',
  courseNew: 'educatie/c/new/:slug',
  gapYear: 'educatie/tussenjaar/:cat?',
  section: 'educatie/:section/:cat?',
  registration: 'educatie/c/:slug/:runId/inschrijven',
  registrationThanks: 'inschrijving-bedankt',
  openDay: 'infodag',
  openDayThanks: 'infodag-inschrijving-bedankt',
  rentalArticle: 'verhuur/artikel/:slug',
  saleArticle: 'verkoop/artikel/:slug',
  occasionArticle: 'occasions/artikel/:slug',
  saleCampaign: 'verkoop/actie/:sale/*',
  occasionCampaign: 'occasions/actie/:sale/*',
  rentalList: 'verhuur/*',
  saleList: 'verkoop/*',
  occasionList: 'occasions/*',
  checkout: 'offerte',
  checkoutDetails: 'order-details-1',
  checkoutOverview: 'order-details-2',
  orderConfirmation: 'offerte/bevestigd/:number',
  confirmQuote: 'offerte-bevestigen',
  testPayment: 'testbetaling/:handle',
  verifyOrderPayment: 'verify-payment/:handle',
  verifyInvoicePayment: 'verify-invoice-payment/:handle',
  verifyProjectPayment: 'verify-project-payment/:handle',
  login: 'login',
  signUp: 'registratie',
  signUpThanks: 'bedankt/gebruikersregistratie',
  activate: 'activate-account',
  resetPassword: 'reset-password',
  confirmEmail: 'e-mailadres-bevestigen',
  profile: 'profiel',
  account: 'account',
  invoicePayment: 'factuur-betalen/:handle',
  contact: 'contact',
  duplication: 'duplicatie',
  accessibility: 'toegankelijkheid',
  campaign: 'cmp/*',
  desk: 'beheer',
  deskSignIn: 'beheer/inloggen',
  deskOrder: 'beheer/bestellingen/:number',
  deskToday: 'beheer/balie',
  deskUnits: 'beheer/voorraad',
  deskCustomers: 'beheer/klanten',
  deskAvailability: 'beheer/beschikbaarheid',
  deskCustomer: 'beheer/klanten/:id',
  deskAudit: 'beheer/logboek',
  deskRecoveryCodes: 'beheer/herstelcodes',
  deskPlanner: 'beheer/planner',
} as const;

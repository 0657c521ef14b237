import { type RouteObject, redirect } from 'react-router';
import { paths, patterns } from '../../../domain/paths.ts';
import { RouteError } from '../components/route-error.tsx';
import { lazyRoute } from './lazy-route.ts';
import { lazySkeleton } from './lazy-skeleton.tsx';
import { RootLayout, loader as rootLoader } from './root-layout.tsx';

// Each page is its own chunk: the route module exports `loader` (which preloads the page's one
// query) and `Component` (which reads it under Suspense). A skeleton is its route's
// HydrateFallback, for a page the browser renders without the server's HTML (app/lazy-skeleton.tsx).
const AgendaSkeleton = lazySkeleton(() =>
  import('../features/agenda/agenda-skeleton.tsx').then((m) => m.AgendaSkeleton),
);
const CardListSkeleton = lazySkeleton(() =>
  import('../features/catalogue/article-list-skeleton.tsx').then((m) => m.CardListSkeleton),
);
const RentalListSkeleton = lazySkeleton(() =>
  import('../features/catalogue/article-list-skeleton.tsx').then((m) => m.RentalListSkeleton),
);
const ArticlePageSkeleton = lazySkeleton(() =>
  import('../features/catalogue/article-page-skeleton.tsx').then((m) => m.ArticlePageSkeleton),
);
const CheckoutSkeleton = lazySkeleton(() =>
  import('../features/checkout/checkout-skeleton.tsx').then((m) => m.CheckoutSkeleton),
);
const StatusSkeleton = lazySkeleton(() =>
  import('../features/checkout/checkout-skeleton.tsx').then((m) => m.StatusSkeleton),
);
const ContactSkeleton = lazySkeleton(() =>
  import('../features/contact/contact-skeleton.tsx').then((m) => m.ContactSkeleton),
);
const ContentPageSkeleton = lazySkeleton(() =>
  import('../features/content-page/content-page-skeleton.tsx').then((m) => m.ContentPageSkeleton),
);
const CourseNewSkeleton = lazySkeleton(() =>
  import('../features/course/course-new-skeleton.tsx').then((m) => m.CourseNewSkeleton),
);
const CoursePageSkeleton = lazySkeleton(() =>
  import('../features/course/course-page-skeleton.tsx').then((m) => m.CoursePageSkeleton),
);
const DuplicationSkeleton = lazySkeleton(() =>
  import('../features/duplication/duplication-skeleton.tsx').then((m) => m.DuplicationSkeleton),
);
const EducationListSkeleton = lazySkeleton(() =>
  import('../features/education-list/education-list-skeleton.tsx').then((m) => m.EducationListSkeleton),
);
const GapYearSkeleton = lazySkeleton(() =>
  import('../features/gap-year/gap-year-skeleton.tsx').then((m) => m.GapYearSkeleton),
);
const HomeNewSkeleton = lazySkeleton(() =>
  import('../features/home/home-skeleton.tsx').then((m) => m.HomeNewSkeleton),
);
const HomePageSkeleton = lazySkeleton(() =>
  import('../features/home/home-skeleton.tsx').then((m) => m.HomePageSkeleton),
);

/**
 * The handle of a page whose server HTML is whole: nothing on it waits for the visitor's own data
 * (no skeleton filled in by the browser, no form that needs the app to be typed into). For a
 * visitor without a session, the browser starts the app on such a page only when the visitor first
 * moves, touches, scrolls or types (main.tsx); every other page starts it at once.
 */
export const wholeWithoutApp = { appStart: 'on-intent' } as const;

const coursePage = lazyRoute('../features/course/course-route.tsx');
const contentPage = lazyRoute('../features/content-page/content-page-route.tsx');
const registrationPage = lazyRoute('../features/course-registration/registration-route.tsx');
const registrationThanksPage = lazyRoute('../features/course-registration/thanks-route.tsx');
const openDayPage = lazyRoute('../features/open-day/open-day-route.tsx');
const openDayThanksPage = lazyRoute('../features/open-day/thanks-route.tsx');

const courseNewPage = lazyRoute('../features/course/course-new-route.tsx');
const educationListPage = lazyRoute('../features/education-list/education-list-route.tsx');
const gapYearPage = lazyRoute('../features/gap-year/gap-year-route.tsx');
const homePage = lazyRoute('../features/home/home-route.tsx');
const homeNewPage = lazyRoute('../features/home/home-new-route.tsx');
const agendaPage = lazyRoute('../features/agenda/agenda-route.tsx');
const articleListPage = lazyRoute('../features/catalogue/article-list-route.tsx');
const articlePage = lazyRoute('../features/catalogue/article-route.tsx');
const checkoutCartPage = lazyRoute('../features/checkout/cart-route.tsx');
const checkoutDetailsPage = lazyRoute('../features/checkout/details-route.tsx');
const checkoutOverviewPage = lazyRoute('../features/checkout/overview-route.tsx');
const orderConfirmationPage = lazyRoute('../features/checkout/confirmation-route.tsx');
const confirmQuotePage = lazyRoute('../features/checkout/confirm-quote-route.tsx');
const testPaymentPage = lazyRoute('../features/checkout/test-payment-route.tsx');
const verifyPaymentPage = lazyRoute('../features/checkout/verify-payment-route.tsx');
const loginPage = lazyRoute('../features/account/login-route.tsx');
const signUpPage = lazyRoute('../features/account/sign-up-route.tsx');
const signUpThanksPage = lazyRoute('../features/account/sign-up-thanks-route.tsx');
const activatePage = lazyRoute('../features/account/activate-route.tsx');
const resetPasswordPage = lazyRoute('../features/account/reset-password-route.tsx');
const confirmEmailPage = lazyRoute('../features/account/confirm-email-route.tsx');
const profilePage = lazyRoute('../features/account/profile-route.tsx');
const invoicesPage = lazyRoute('../features/account/invoices-route.tsx');
const contactFormPage = lazyRoute('../features/contact/contact-route.tsx');
const duplicationPage = lazyRoute('../features/duplication/duplication-route.tsx');
const invoicePaymentPage = lazyRoute('../features/account/invoice-payment-route.tsx');
const accessibilityPage = lazyRoute('../features/accessibility/accessibility-route.tsx');

// The rental desk (issue 38): staff only, its own frame and Apollo client, each page a chunk of
// its own that no public page loads (features/desk/).
const deskLayout = lazyRoute('../features/desk/desk-layout-route.tsx');
const deskOrdersPage = lazyRoute('../features/desk/desk-orders-route.tsx');
const deskSignInPage = lazyRoute('../features/desk/desk-sign-in-route.tsx');
const deskOrderPage = lazyRoute('../features/desk/desk-order-route.tsx');
const deskAuditPage = lazyRoute('../features/desk/desk-audit-route.tsx');
const deskRecoveryCodesPage = lazyRoute('../features/desk/desk-recovery-codes-route.tsx');
const deskPlannerPage = lazyRoute('../features/desk/desk-planner-route.tsx');
const deskTodayPage = lazyRoute('../features/desk/desk-today-route.tsx');
const deskUnitsPage = lazyRoute('../features/desk/desk-units-route.tsx');
const deskCustomersPage = lazyRoute('../features/desk/desk-customers-route.tsx');
const deskCustomerPage = lazyRoute('../features/desk/desk-customer-route.tsx');
const deskAvailabilityPage = lazyRoute('../features/desk/desk-availability-route.tsx');

// Every route has an id: the browser hydrates the server's page with the loader data of the
// matched routes, keyed by id (main.tsx). Aliases of SPEC §2 answer 301 to their canonical path.
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: patterns.home,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    loader: rootLoader,
    // The shell's sections do not change between pages.
    shouldRevalidate: () => false,
    children: [
      {
        id: 'page',
        // Errors of a page render inside the shell, so navigation stays usable.
        ErrorBoundary: RouteError,
        children: [
          {
            id: 'home',
            handle: wholeWithoutApp,
            index: true,
            lazy: homePage,
            HydrateFallback: HomePageSkeleton,
          },
          { id: 'home-alias', path: 'home', loader: () => redirect(paths.home(), 301) },
          { id: 'home-alias-2', path: '_/home', loader: () => redirect(paths.home(), 301) },
          {
            id: 'home-new',
            handle: wholeWithoutApp,
            path: 'homenew',
            lazy: homeNewPage,
            HydrateFallback: HomeNewSkeleton,
          },
          {
            id: 'agenda',
            handle: wholeWithoutApp,
            path: patterns.agenda,
            lazy: agendaPage,
            HydrateFallback: AgendaSkeleton,
          },
          {
            id: 'course',
            handle: wholeWithoutApp,
            path: patterns.course,
            lazy: coursePage,
            HydrateFallback: CoursePageSkeleton,
          },
          {
            id: 'course-alias',
            path: 'opleidingen/:slug',
            loader: ({ params }) => redirect(paths.course(params.slug ?? ''), 301),
          },
          {
            id: 'course-new',
            handle: wholeWithoutApp,
            path: patterns.courseNew,
            lazy: courseNewPage,
            HydrateFallback: CourseNewSkeleton,
          },
          { id: 'education', path: 'educatie', loader: () => redirect(paths.education(), 301) },
          {
            id: 'gap-year',
            handle: wholeWithoutApp,
            path: patterns.gapYear,
            lazy: gapYearPage,
            HydrateFallback: GapYearSkeleton,
          },
          {
            id: 'education-list',
            handle: wholeWithoutApp,
            path: patterns.section,
            lazy: educationListPage,
            HydrateFallback: EducationListSkeleton,
          },
          {
            id: 'registration',
            path: patterns.registration,
            lazy: registrationPage,
            HydrateFallback: ContentPageSkeleton,
          },
          {
            id: 'registration-thanks',
            handle: wholeWithoutApp,
            path: patterns.registrationThanks,
            lazy: registrationThanksPage,
            HydrateFallback: ContentPageSkeleton,
          },
          {
            id: 'open-day',
            // Its form is whole in the server's HTML: focusing a field starts the app, and text
            // typed or a button tapped meanwhile is handed to it (main.tsx).
            handle: wholeWithoutApp,
            path: patterns.openDay,
            lazy: openDayPage,
            HydrateFallback: ContentPageSkeleton,
          },
          { id: 'open-day-alias', path: 'inloopdagen', loader: () => redirect(paths.openDay(), 301) },
          {
            id: 'open-day-thanks',
            handle: wholeWithoutApp,
            path: patterns.openDayThanks,
            lazy: openDayThanksPage,
            HydrateFallback: ContentPageSkeleton,
          },
          // The shop (SPEC §2). Each type has its prefix; the splat is the category path (empty:
          // the type's whole list), `actie/:sale` a campaign (sale and occasions only). An
          // article under another type's prefix answers 301 to its own (article-route.tsx).
          {
            id: 'rental-article',
            handle: wholeWithoutApp,
            path: patterns.rentalArticle,
            lazy: articlePage,
            HydrateFallback: ArticlePageSkeleton,
          },
          {
            id: 'sale-article',
            handle: wholeWithoutApp,
            path: patterns.saleArticle,
            lazy: articlePage,
            HydrateFallback: ArticlePageSkeleton,
          },
          {
            id: 'occasion-article',
            handle: wholeWithoutApp,
            path: patterns.occasionArticle,
            lazy: articlePage,
            HydrateFallback: ArticlePageSkeleton,
          },
          {
            id: 'sale-campaign',
            handle: wholeWithoutApp,
            path: patterns.saleCampaign,
            lazy: articleListPage,
            HydrateFallback: CardListSkeleton,
          },
          {
            id: 'occasion-campaign',
            handle: wholeWithoutApp,
            path: patterns.occasionCampaign,
            lazy: articleListPage,
            HydrateFallback: CardListSkeleton,
          },
          {
            id: 'rental-list',
            // Whole too for a visitor without a session: no cart, so no period to wait for.
            handle: wholeWithoutApp,
            path: patterns.rentalList,
            lazy: articleListPage,
            HydrateFallback: RentalListSkeleton,
          },
          {
            id: 'sale-list',
            handle: wholeWithoutApp,
            path: patterns.saleList,
            lazy: articleListPage,
            HydrateFallback: CardListSkeleton,
          },
          {
            id: 'occasion-list',
            handle: wholeWithoutApp,
            path: patterns.occasionList,
            lazy: articleListPage,
            HydrateFallback: CardListSkeleton,
          },
          // Checkout (SPEC §2, §3): the visitor's own cart, order and payments, so each page is
          // rendered on the server as its skeleton and filled in by the browser.
          {
            id: 'checkout',
            path: patterns.checkout,
            lazy: checkoutCartPage,
            HydrateFallback: CheckoutSkeleton,
          },
          {
            id: 'checkout-details',
            path: patterns.checkoutDetails,
            lazy: checkoutDetailsPage,
            HydrateFallback: CheckoutSkeleton,
          },
          {
            id: 'checkout-overview',
            path: patterns.checkoutOverview,
            lazy: checkoutOverviewPage,
            HydrateFallback: CheckoutSkeleton,
          },
          {
            id: 'order-confirmation',
            path: patterns.orderConfirmation,
            lazy: orderConfirmationPage,
            HydrateFallback: StatusSkeleton,
          },
          {
            id: 'confirm-quote',
            path: patterns.confirmQuote,
            lazy: confirmQuotePage,
            HydrateFallback: StatusSkeleton,
          },
          {
            id: 'test-payment',
            path: patterns.testPayment,
            lazy: testPaymentPage,
            HydrateFallback: StatusSkeleton,
          },
          // One page for the three payment kinds; each kind returns to its own URL.
          {
            id: 'verify-payment',
            path: patterns.verifyOrderPayment,
            lazy: verifyPaymentPage,
            HydrateFallback: StatusSkeleton,
          },
          {
            id: 'verify-invoice-payment',
            path: patterns.verifyInvoicePayment,
            lazy: verifyPaymentPage,
            HydrateFallback: StatusSkeleton,
          },
          {
            id: 'verify-project-payment',
            path: patterns.verifyProjectPayment,
            lazy: verifyPaymentPage,
            HydrateFallback: StatusSkeleton,
          },
          // Accounts and invoices (SPEC §2, §4): the visitor's own, so each page is rendered on the
          // server without private data and filled in by the browser.
          { id: 'login', path: patterns.login, lazy: loginPage, HydrateFallback: StatusSkeleton },
          { id: 'sign-up', path: patterns.signUp, lazy: signUpPage, HydrateFallback: StatusSkeleton },
          {
            id: 'sign-up-thanks',
            path: patterns.signUpThanks,
            lazy: signUpThanksPage,
            HydrateFallback: StatusSkeleton,
          },
          { id: 'activate', path: patterns.activate, lazy: activatePage, HydrateFallback: StatusSkeleton },
          {
            id: 'reset-password',
            path: patterns.resetPassword,
            lazy: resetPasswordPage,
            HydrateFallback: StatusSkeleton,
          },
          {
            id: 'reset-password-alias',
            path: 'wachtwoord-aanvraag',
            loader: () => redirect(paths.resetPassword(), 301),
          },
          {
            id: 'confirm-email',
            path: patterns.confirmEmail,
            lazy: confirmEmailPage,
            HydrateFallback: StatusSkeleton,
          },
          { id: 'profile', path: patterns.profile, lazy: profilePage, HydrateFallback: StatusSkeleton },
          { id: 'invoices', path: patterns.account, lazy: invoicesPage, HydrateFallback: StatusSkeleton },
          {
            id: 'invoice-payment',
            path: patterns.invoicePayment,
            lazy: invoicePaymentPage,
            HydrateFallback: StatusSkeleton,
          },
          // Content (issue 12): the contact form, the duplication service, and campaign pages, which
          // are the content pages of path `cmp/…` with their templates (content-page-route.tsx).
          { id: 'contact', path: patterns.contact, lazy: contactFormPage, HydrateFallback: ContactSkeleton },
          {
            id: 'duplication',
            path: patterns.duplication,
            lazy: duplicationPage,
            HydrateFallback: DuplicationSkeleton,
          },
          // The accessibility statement (issue 36): static text, linked from every page's footer.
          {
            id: 'accessibility',
            handle: wholeWithoutApp,
            path: patterns.accessibility,
            lazy: accessibilityPage,
            HydrateFallback: ContentPageSkeleton,
          },
          {
            id: 'campaign',
            handle: wholeWithoutApp,
            path: patterns.campaign,
            lazy: contentPage,
            HydrateFallback: ContentPageSkeleton,
          },
          {
            id: 'content',
            handle: wholeWithoutApp,
            path: '*',
            lazy: contentPage,
            HydrateFallback: ContentPageSkeleton,
          },
        ],
      },
    ],
  },
  // The rental desk: beside the site's shell, not in it. Private throughout: rendered on the server
  // as its frame only (never kept, gateway/http/server-render.ts), started at once, noindex.
  {
    id: 'desk',
    path: `/${patterns.desk}`,
    lazy: deskLayout,
    ErrorBoundary: RouteError,
    children: [
      { id: 'desk-orders', index: true, lazy: deskOrdersPage },
      { id: 'desk-sign-in', path: `/${patterns.deskSignIn}`, lazy: deskSignInPage },
      { id: 'desk-order', path: `/${patterns.deskOrder}`, lazy: deskOrderPage },
      { id: 'desk-today', path: `/${patterns.deskToday}`, lazy: deskTodayPage },
      { id: 'desk-units', path: `/${patterns.deskUnits}`, lazy: deskUnitsPage },
      { id: 'desk-customers', path: `/${patterns.deskCustomers}`, lazy: deskCustomersPage },
      { id: 'desk-customer', path: `/${patterns.deskCustomer}`, lazy: deskCustomerPage },
      { id: 'desk-availability', path: `/${patterns.deskAvailability}`, lazy: deskAvailabilityPage },
      { id: 'desk-audit', path: `/${patterns.deskAudit}`, lazy: deskAuditPage },
      { id: 'desk-recovery-codes', path: `/${patterns.deskRecoveryCodes}`, lazy: deskRecoveryCodesPage },
      { id: 'desk-planner', path: `/${patterns.deskPlanner}`, lazy: deskPlannerPage },
    ],
  },
];

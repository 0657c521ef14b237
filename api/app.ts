import cookieParser from 'cookie-parser';
import express, { type Express, Router } from 'express';
import { accountsRoutes } from './accounts/routes.ts';
import { currentUser } from './accounts/users.ts';
import { catalogueRouter } from './catalogue/routes.ts';
import type { Clock } from './clock.ts';
import { type ApiConfig, readConfig } from './config.ts';
import { mediaRouter } from './content/media.ts';
import { contentRouter } from './content/routes.ts';
import type { Db } from './db/open-database.ts';
import { deskRoutes } from './desk/routes.ts';
import { educationRouter } from './education/routes.ts';
import { admission } from './http/admission.ts';
import { cacheControl } from './http/cache.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { healthRouter } from './http/health.ts';
import { rejectMalformedUrl } from './http/reject-malformed.ts';
import { csrf, session } from './http/session.ts';
import { trailingSlash } from './http/trailing-slash.ts';
import { invoiceSettlement } from './invoices/invoice-settlement.ts';
import { invoicesRouter } from './invoices/invoices.ts';
import { createLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './limits/rate-limit.ts';
import { databaseRateLimitStore, type RateLimitStore } from './limits/rate-limit-store.ts';
import { devOutboxRouter } from './mail/dev-outbox.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { observeApiRequests } from './observability/requests.ts';
import { openapiRouter } from './openapi-json.ts';
import { orderSettlement } from './orders/order-settlement.ts';
import { ordersRoutes } from './orders/routes.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { createPaymentProvider } from './payments/payment-providers.ts';
import { paymentsRoutes, paymentWebhookRouter } from './payments/routes.ts';
import type { PayingDeps, Settlement } from './payments/settlement.ts';
import { shopRouter } from './shop/routes.ts';

/** What a payment pays for, told when it is paid or ends unpaid (payments/settlement.ts). */
export function paymentSettlements(
  mailer: Mailer,
  config: Pick<ApiConfig, 'publicUrl' | 'secretKey'>,
): readonly Settlement[] {
  return [orderSettlement(mailer), invoiceSettlement(mailer, config)];
}

/**
 * The REST api of api/CONTRACT.md, mounted at `/api`. Without a mailer, mail goes to the outbox
 * and, when env SMTP_URL is set, out over SMTP. Without a config, it is read from the environment.
 */
export function createApp({
  db,
  clock,
  mailer,
  config = readConfig(),
  rateLimits = {},
  rateLimitStore,
  provider,
}: {
  db: Db;
  clock: Clock;
  mailer?: Mailer;
  config?: ApiConfig;
  /** Lower (or raise) the sign-in calls' limits (api/accounts/README.md "Rate limits"). */
  rateLimits?: Partial<RateLimits>;
  /** Where the limits count: Redis when the api runs with REDIS_URL; the database by default. */
  rateLimitStore?: RateLimitStore;
  /** The payment provider (startApi shares it with the payment sync); default: PAYMENT_PROVIDER's. */
  provider?: PaymentProvider;
}): Express {
  const mail =
    mailer ?? createMailer({ db, clock, publicUrl: config.publicUrl, smtpUrl: process.env.SMTP_URL });
  const deps: PayingDeps = {
    db,
    clock,
    config,
    mailer: mail,
    provider: provider ?? createPaymentProvider(db, config),
    settlements: paymentSettlements(mail, config),
  };
  const limiter = createLimiter(rateLimitStore ?? databaseRateLimitStore(db), clock, {
    ...DEFAULT_RATE_LIMITS,
    ...rateLimits,
  });
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-Proto/-For are believed from this many proxies only (req.secure, req.ip).
  app.set('trust proxy', config.trustProxy);
  // First: every request gets its id, span, metrics and log line, whatever answers it.
  app.use(observeApiRequests());

  const api = Router({ strict: true });
  api.use(rejectMalformedUrl);
  api.use(trailingSlash);
  // Answers without cookies first: they stay publicly cacheable and cost no session.
  api.use(mediaRouter(db));
  api.use(openapiRouter());
  api.use(healthRouter(deps));
  // A crowd is served in turn, not all at once (http/admission.ts); the health check goes first,
  // so a busy api still reports itself up.
  api.use(admission());
  // The payment provider's webhook: called by the provider, not a browser, so no cookies, CSRF
  // or session; it proves nothing by itself: the status is fetched from the provider (payments/payments.ts).
  api.use(paymentWebhookRouter(deps, limiter));

  api.use(cookieParser());
  api.use(csrf());
  api.use(session(db, clock));
  // The session's user, for the account routes and the cart's and order's pricing (accountOf).
  api.use(currentUser(db));
  api.use(express.json({ limit: '100kb' }));
  api.use(cacheControl);
  api.use(educationRouter(deps, limiter));
  api.use(contentRouter(deps, limiter));
  api.use(catalogueRouter(deps));
  api.use(shopRouter(deps));
  api.use(ordersRoutes(deps, limiter));
  api.use(paymentsRoutes(deps, limiter));
  api.use(accountsRoutes(deps, limiter));
  api.use(invoicesRouter(deps, limiter));
  api.use(deskRoutes(deps, limiter));
  api.use(devOutboxRouter(deps));
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

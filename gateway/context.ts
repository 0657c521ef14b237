import { type AmsterdamNow, nowInAmsterdam } from '../domain/rental-period.ts';
import { AccountsApi } from './accounts/accounts-api.ts';
import { CatalogueApi } from './catalogue/catalogue-api.ts';
import { createCatalogueLoaders } from './catalogue/catalogue-loaders.ts';
import { ContentApi } from './content/content-api.ts';
import { createContentLoaders } from './content/content-loaders.ts';
import { DeskApi } from './desk/desk-api.ts';
import { DeskAvailabilityApi } from './desk/desk-availability-api.ts';
import { DeskCounterApi } from './desk/desk-counter-api.ts';
import { DeskCustomersApi } from './desk/desk-customers-api.ts';
import { EducationApi } from './education/education-api.ts';
import { createEducationLoaders } from './education/education-loaders.ts';
import { OrdersApi } from './orders/orders-api.ts';
import { type ForwardedRequest, RestClient } from './rest/rest-client.ts';
import { createAvailabilityLoader } from './shop/availability.ts';
import { ShopApi } from './shop/shop-api.ts';

/** Per GraphQL request: one REST client, and per domain its datasource and DataLoaders. */
export type Context = ReturnType<typeof createContext>;

/** The value of one cookie of a `Cookie` header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * A domain's datasource and its DataLoaders, the loaders made on first use: an answer from the
 * response cache runs no resolver and needs none.
 */
function withLoaders<A, L>(api: A, create: (api: A) => L): { api: A; readonly loaders: L } {
  let loaders: L | undefined;
  return {
    api,
    get loaders() {
      loaders ??= create(api);
      return loaders;
    },
  };
}

export function createContext(
  options: {
    apiUrl: string;
    timeoutMs: number;
    today: string;
    /** Date and time of day in Amsterdam from the same clock as `today` (default: the real one). */
    now?: AmsterdamNow;
    /** Renews every cached answer and page (graphql/content-generation.ts); the server passes it. */
    contentChanged?: () => Promise<void>;
  } & ForwardedRequest,
) {
  const rest = new RestClient({ baseUrl: options.apiUrl, ...options });
  const education = new EducationApi(rest);
  const content = new ContentApi(rest);
  const catalogue = new CatalogueApi(rest);
  let availability: ReturnType<typeof createAvailabilityLoader> | undefined;
  return {
    rest,
    /** Today in Europe/Amsterdam (`YYYY-MM-DD`), from the one clock (`NOW`). */
    today: options.today,
    /**
     * The time of day too (which of today's slots have started, for the rental calendar): from
     * `NOW` as the api reads it (a bare date is noon UTC there), so both agree.
     */
    now: options.now ?? nowInAmsterdam(),
    /**
     * The api's session (`sessionid` cookie), or null for an anonymous visitor: the response cache
     * keys a session's answers apart from anonymous ones (graphql/response-cache.ts).
     */
    sessionId: cookieValue(options.cookie, 'sessionid'),
    education: withLoaders(education, createEducationLoaders),
    content: Object.assign(withLoaders(content, createContentLoaders), {
      /** Called after a save of content succeeded, before its answer: no cache serves the old one. */
      changed: options.contentChanged ?? (async () => {}),
    }),
    catalogue: withLoaders(catalogue, createCatalogueLoaders),
    /**
     * The cart: every cart field is answered from the one cart call or write; availability for
     * one period costs one call for every article asked (lists, cart lines).
     */
    shop: {
      api: new ShopApi(rest),
      get availability() {
        availability ??= createAvailabilityLoader(rest);
        return availability;
      },
    },
    /** Checkout, orders and payments: each field reads the one order or payment of a call. */
    orders: { api: new OrdersApi(rest) },
    /** The visitor's account and invoices: each field reads the one user or invoice of a call. */
    accounts: { api: new AccountsApi(rest) },
    /** The rental desk (staff only, the api checks): each field reads the one answer of a call. */
    desk: {
      api: new DeskApi(rest),
      customers: new DeskCustomersApi(rest),
      availability: new DeskAvailabilityApi(rest),
      counter: new DeskCounterApi(rest),
    },
  };
}

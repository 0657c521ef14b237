import { GraphQLError } from 'graphql';
import { isOrderNumber } from '../../domain/order-number.ts';
import type {
  RestAuditEntry,
  RestDeskCollision,
  RestDeskHandedUnit,
  RestDeskOrder,
  RestDeskOrderListItem,
  RestDeskRentalLine,
  RestDeskSession,
  RestHandoverOrder,
  RestHandovers,
  RestPlanner,
  RestPlannerArticle,
  RestPlannerUnit,
  RestRentalUnit,
  RestRentalUnitPage,
  RestStaffMember,
  RestStaffRecoveryCodes,
  RestStaffSignedIn,
  RestStaffSignInPending,
  RestUserState,
} from '../generated/rest-types.ts';
import { type RestClient, refusalsAsData, type SendResult } from '../rest/rest-client.ts';

// Every REST call of the rental desk (api/desk/README.md), in one place. Staff only: the api checks
// the role and the desk session on every call (401 "Log in bij de balie…", 403 "Je hebt geen
// toegang tot de balie."), which reach GraphQL as UNAUTHENTICATED and FORBIDDEN errors in its
// words; the gateway checks nothing of its own but the shapes of what it forwards. Every answer is
// private (schema/desk.graphql: maxAge 0, PRIVATE): never kept by any cache.

export type { RestAuditEntry, RestDeskOrder, RestDeskOrderListItem, RestDeskSession };

/** A page of a desk list: the api's `{count, results}` with the page it was asked for. */
export type DeskPage<T> = { count: number; results: T[]; page: number; pageSize: number };
export type DeskOrderPage = DeskPage<RestDeskOrderListItem>;
export type DeskAuditPage = DeskPage<RestAuditEntry>;
/** A staff member as the api names them on a refund, a note or an audit row. */
export type DeskStaffRefParent = { id: number; email: string };
/** A new authenticator app of a pending sign-in. */
export type DeskTotpSetupParent = NonNullable<RestStaffSignInPending['setup']>;
/** The api's code of a sign-in step, an order's attention, a refund's status. */
export type DeskSignInStepCode = RestStaffSignInPending['state'];
export type DeskOrderAttentionCode = NonNullable<RestDeskOrder['attention']>;
export type DeskRefundStatusCode = RestDeskOrder['payments'][number]['refunds'][number]['status'];

/** The order list's filters, as the api names them. */
export type DeskOrderQuery = {
  q?: string;
  email?: string;
  article?: string;
  status?: string;
  period_from?: string;
  period_to?: string;
  created_from?: string;
  created_to?: string;
};

type AuditAction = RestAuditEntry['action'];

/**
 * A refusal an action shows rather than an error: the order changed since it was loaded (409, the
 * api's "Deze bestelling is intussen gewijzigd…"), a rate limit's 429, and the payment provider
 * not answering a refund (the api's 503 with its Dutch words; nothing was done) come back as data.
 */
export function actionAnswer<T>(call: Promise<SendResult<T>>): Promise<SendResult<T>> {
  return refusalsAsData(call, ['CONFLICT', 'TOO_MANY_REQUESTS', 'UPSTREAM_UNAVAILABLE']);
}

/** A sign-in step: the 429 of too many attempts and a refused CSRF check are the form's `general`. */
function formAnswer<T>(call: Promise<SendResult<T>>): Promise<SendResult<T>> {
  return refusalsAsData(call, ['TOO_MANY_REQUESTS', 'FORBIDDEN']);
}

/** Is this an error of no desk session (401) or of no staff (403), as the api refuses a desk call? */
export function isDeskRefusal(failure: unknown): boolean {
  const code = failure instanceof GraphQLError ? failure.extensions.code : undefined;
  return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN';
}

export function paged<T>(
  answer: { count: number; results: T[] } | T[],
  page: number,
  pageSize: number,
): DeskPage<T> {
  if (Array.isArray(answer)) return { count: answer.length, results: answer, page, pageSize };
  return { count: answer.count, results: answer.results, page, pageSize };
}

export class DeskApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  /** Step 1: the password of a staff account; answers a pending token (no session changes). */
  signIn(email: string, password: string): Promise<SendResult<RestStaffSignInPending>> {
    return formAnswer(this.rest.POST('/desk/auth/login/', { body: { email, password } }));
  }

  /** Step 2: the code (or a recovery code); signs in, the session rotating (its cookie relayed). */
  verifyCode(body: {
    pending_token: string;
    code?: string;
    recovery_code?: string;
  }): Promise<SendResult<RestStaffSignedIn>> {
    return formAnswer(this.rest.POST('/desk/auth/totp/', { body }));
  }

  /** New recovery codes for the signed-in staff member, with the app's current code. */
  newRecoveryCodes(code: string): Promise<SendResult<RestStaffRecoveryCodes>> {
    return actionAnswer(this.rest.POST('/desk/auth/recovery-codes/', { body: { code } }));
  }

  /** Ends the session (the customers' sign-out ends a desk session too). */
  signOut(): Promise<SendResult<RestUserState>> {
    return formAnswer(this.rest.POST('/auth/logout/'));
  }

  /** The staff member of this desk session; null when it is none (401) or not staff's (403). */
  async session(): Promise<RestDeskSession | null> {
    try {
      return await this.rest.GET('/desk/auth/session/');
    } catch (failure) {
      if (isDeskRefusal(failure)) return null;
      throw failure;
    }
  }

  /** The staff member of this desk session, or the api's refusal (401, 403) as the error. */
  staffOnly(): Promise<RestDeskSession> {
    return this.rest.GET('/desk/auth/session/');
  }

  async orders(query: DeskOrderQuery, page: number, pageSize: number): Promise<DeskOrderPage> {
    const answer = await this.rest.GET('/desk/orders/', {
      params: { query: { ...query, page, page_size: pageSize } },
    });
    return paged(answer, page, pageSize);
  }

  /** An order's page; null for an unknown number (or one that is none, without a call). */
  order(number: string): Promise<RestDeskOrder | null> {
    if (!isOrderNumber(number)) return Promise.resolve(null);
    return this.rest.getOrNull('/desk/orders/{number}/', { params: { path: { number } } });
  }

  /** The staff members, for the audit log's filter (the api's 401/403 for anyone else). */
  staffMembers(): Promise<RestStaffMember[]> {
    return this.rest.GET('/desk/staff/');
  }

  async audit(
    query: { staff?: number; order?: string; action?: string },
    page: number,
    pageSize: number,
  ): Promise<DeskAuditPage> {
    const answer = await this.rest.GET('/desk/audit/', {
      params: {
        query: {
          staff: query.staff,
          order: query.order,
          // The api refuses an action it does not know with a 400 (BAD_USER_INPUT in its words).
          action: query.action as AuditAction | undefined,
          page,
          page_size: pageSize,
        },
      },
    });
    return paged(answer, page, pageSize);
  }

  confirm(number: string, version: number): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/confirm/', { params: { path: { number } }, body: { version } }),
    );
  }

  cancel(number: string, version: number, reason?: string): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/cancel/', {
        params: { path: { number } },
        body: reason === undefined ? { version } : { version, reason },
      }),
    );
  }

  resendMail(number: string, version: number, mailId: number): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/resend-mail/', {
        params: { path: { number } },
        body: { version, mail_id: mailId },
      }),
    );
  }

  addNote(number: string, version: number, text: string): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/notes/', {
        params: { path: { number } },
        body: { version, text },
      }),
    );
  }

  refund(
    number: string,
    body: { version: number; payment: string; amount?: string; reason: string },
  ): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/refunds/', { params: { path: { number } }, body }),
    );
  }

  // --- Planner ---------------------------------------------------------------------------------

  /**
   * A page of the planner in ONE call: the api answers every article of the page with its units,
   * reservations, pickups, returns and over-booked days, so no field below resolves with a call.
   */
  async planner(query: DeskPlannerQuery, page: number, pageSize: number): Promise<DeskPlannerPage> {
    const answer = await this.rest.GET('/desk/planner/', {
      params: {
        query: {
          from: query.from,
          weeks: query.weeks,
          q: query.q,
          articles: query.articles?.join(','),
          conflicts: query.conflicts || undefined,
          page,
          page_size: pageSize,
        },
      },
    });
    return { ...answer, page, pageSize };
  }

  // ---- Units, pickup and return (api/desk/README.md "Units", "Pickup and return") -------------

  /** The pickups and returns of `date` (the api's today without one); a bad date is its 400. */
  handovers(date?: string): Promise<RestHandovers> {
    return this.rest.GET('/desk/handovers/', { params: { query: { date } } });
  }

  async units(query: DeskUnitQuery, page: number, pageSize: number): Promise<DeskUnitListPage> {
    const answer = await this.rest.GET('/desk/units/', {
      params: { query: { ...query, page, page_size: pageSize } },
    });
    return paged(answer, page, pageSize);
  }

  /** A unit with its history; null for an unknown id. */
  unit(id: number): Promise<RestRentalUnitPage | null> {
    return this.rest.getOrNull('/desk/units/{id}/', { params: { path: { id } } });
  }

  addUnit(body: {
    article: number;
    asset_tag?: string;
    serial?: string;
    notes?: string;
  }): Promise<SendResult<RestRentalUnit>> {
    return actionAnswer(this.rest.POST('/desk/units/', { body }));
  }

  setUnitStatus(
    id: number,
    body: { version: number; status: DeskUnitStatusCode; note?: string },
  ): Promise<SendResult<RestRentalUnit>> {
    return actionAnswer(this.rest.POST('/desk/units/{id}/status/', { params: { path: { id } }, body }));
  }

  /** Hands the order's units out; a unit out with another order is the api's 409 (a conflict). */
  pickup(
    number: string,
    body: { version: number; units: { line_id: number; asset_tag: string }[] },
  ): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/pickup/', { params: { path: { number } }, body }),
    );
  }

  /** Swaps a unit out with a picked-up order for another of the same article. */
  swapUnit(
    number: string,
    body: {
      version: number;
      out_tag: string;
      in_tag: string;
      condition: DeskUnitConditionCode;
      note?: string;
    },
  ): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/swap-unit/', { params: { path: { number } }, body }),
    );
  }

  returnUnits(
    number: string,
    body: {
      version: number;
      units: { asset_tag: string; condition: DeskUnitConditionCode; note?: string }[];
    },
  ): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/return/', { params: { path: { number } }, body }),
    );
  }
}

// --- Planner ---------------------------------------------------------------------------------------

/** The planner's query, as the api names it (`articles` as ids). */
export type DeskPlannerQuery = {
  from?: string;
  weeks: number;
  q?: string;
  articles?: number[];
  conflicts?: boolean;
};
/** A page of the planner: the api's answer with the page it was asked for. */
export type DeskPlannerPage = RestPlanner & { page: number; pageSize: number };
export type DeskPlannerHandoverParent = RestPlannerArticle['pickups'][number];
export type DeskPlannerAssignmentParent = RestPlannerUnit['assignments'][number];
export type DeskPlannerRepairParent = RestPlannerUnit['repairs'][number];
export type DeskPlannerStateCode = RestPlanner['results'][number]['reservations'][number]['state'];

// Units, pickup and return: the shapes their resolvers read.
export type { RestDeskCollision, RestDeskHandedUnit, RestDeskRentalLine, RestHandoverOrder, RestHandovers };
/** A unit of a list, or of its own page (`GET /desk/units/{id}/`, with its history). */
export type DeskUnitParent = RestRentalUnit & { history?: RestAuditEntry[] };
export type DeskUnitListPage = DeskPage<RestRentalUnit>;
export type DeskUnitArticleParent = RestRentalUnit['article'];
export type DeskUnitOutParent = NonNullable<RestRentalUnit['out']>;
export type DeskUnitRepairParent = NonNullable<RestRentalUnit['repair']>;
export type DeskUnitStatusCode = RestRentalUnit['status'];
export type DeskUnitConditionCode = NonNullable<RestDeskHandedUnit['condition']>;
/** The unit list's filters, as the api names them. */
export type DeskUnitQuery = { article?: number; status?: string; q?: string };

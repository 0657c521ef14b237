import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { trace } from '@opentelemetry/api';
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { todayInAmsterdam } from '../../domain/dates.ts';
import { type AmsterdamNow, nowInAmsterdam } from '../../domain/rental-period.ts';
import { noteOperation } from '../../observability/requests.ts';
import { tracingOn } from '../../observability/tracing.ts';
import { type Context, createContext } from '../context.ts';
import { logger } from '../observability/logger.ts';
import { operationLabel, recordOperation, upstreamStats } from '../observability/metrics.ts';
import { graphqlSpan } from '../observability/tracing.ts';
import { upstreamAnswers, upstreamAway } from '../rest/upstream-fetch.ts';
import { type CacheOptions, caching } from './caching.ts';
import { limitError, limits, refusedLimit } from './limits.ts';
import { persistedQueryRefusal } from './persisted-query-errors.ts';
import { resolvers } from './resolvers.ts';
import { type TrustedDocuments, trustedDocumentsPlugin } from './trusted-documents.ts';
import { loadTypeDefs } from './type-defs.ts';

type RequestContext = Context & { res: Response };

/** Codes whose message is meant for the client; anything else is masked outside development. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_COMPLEX',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'UPSTREAM_UNAVAILABLE',
]);

/**
 * No answer carries a stack trace, a file path or an internal message: an unexpected error is
 * "Er ging iets mis." outside development (NODE_ENV=development, which `npm run dev` sets).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const limit = refusedLimit(formatted.message);
  if (limit) {
    const refused = limitError(limit);
    return { message: refused.message, extensions: { code: refused.extensions.code, limit } };
  }
  const persisted = persistedQueryRefusal(formatted);
  if (persisted) return persisted;
  const development = process.env.NODE_ENV === 'development';
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  if (!CLIENT_CODES.has(code))
    logger.error({ err: unwrapResolverError(error), code }, 'graphql: unexpected error');
  if (CLIENT_CODES.has(code) || development) {
    const { stacktrace: _, http: __, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions: { ...extensions, code } };
  }
  return {
    message: 'Er ging iets mis op de server.',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * Reports upstream calls and waves per operation (in the response's `extensions.upstream` and in
 * the metrics), names the operation's span, and relays the api's cookies to the browser.
 */
const relayedCookies = new WeakMap<Response, Map<string, string>>();

const upstreamPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    const started = performance.now();
    return {
      async didResolveOperation({ operationName, operation }) {
        // The span graphqlSpan made around this operation (a server render runs several).
        const span = tracingOn() ? trace.getActiveSpan() : undefined;
        if (!span) return;
        const name = operationLabel(operationName);
        const type = operation?.operation ?? 'query';
        span.updateName(`graphql ${type} ${name}`);
        span.setAttributes({ 'graphql.operation.type': type, 'graphql.operation.name': name });
      },
      async willSendResponse({ contextValue, response, operationName, errors }) {
        const upstream = upstreamStats(contextValue.rest.calls);
        const operation = operationLabel(operationName);
        noteOperation(contextValue.res, operation);
        recordOperation(operation, {
          upstreamCalls: upstream.calls,
          upstreamWaves: upstream.waves,
          seconds: (performance.now() - started) / 1000,
          failed:
            (errors?.length ?? 0) > 0 ||
            (response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0),
        });
        // A server render runs several operations with one context: each cookie goes out once,
        // with its last value (parallel first calls each got a csrftoken of their own; the
        // browser needs one). An operation that ends after its page was answered (a render that
        // stopped at a redirect) has no response left to carry a cookie: the api sets it again.
        const { res } = contextValue;
        if (!res.headersSent && contextValue.rest.setCookies.size > 0) {
          const relayed = relayedCookies.get(res) ?? new Map<string, string>();
          relayedCookies.set(res, relayed);
          const header = res.getHeader('set-cookie');
          const others = (
            header === undefined ? [] : Array.isArray(header) ? header : [String(header)]
          ).filter((cookie) => ![...relayed.values()].includes(cookie));
          for (const [name, cookie] of contextValue.rest.setCookies) relayed.set(name, cookie);
          res.setHeader('Set-Cookie', [...others, ...relayed.values()]);
        }
        if (response.body.kind === 'single') {
          response.body.singleResult.extensions = {
            ...response.body.singleResult.extensions,
            upstream,
          };
        }
      },
    };
  },
};

/** A body the JSON parser refused (malformed, too large) answers a GraphQL-shaped error. */
const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = (error as { status?: number }).status;
  if (status !== 400 && status !== 413 && status !== 415) return next(error);
  const message =
    status === 413
      ? 'Het verzoek is te groot (maximaal 100 kB).'
      : status === 415
        ? 'Stuur het verzoek als JSON (Content-Type: application/json).'
        : 'Het verzoek is geen geldige JSON.';
  res.status(status).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
};

export type GraphQLOptions = {
  apiUrl: string;
  timeoutMs: number;
  now?: string;
  /** The response cache and where persisted queries live; without it no answer is kept. */
  cache?: CacheOptions;
  /** The site's operations by their ids (trusted-documents.ts); absent: every query needs its text. */
  trustedDocuments?: TrustedDocuments;
  /** The clock of the caches' freshness and ages (ms since the epoch); default the real time. */
  clock?: () => number;
};

/**
 * Today and the time of day in Amsterdam, as every request's context needs them: formatted once a
 * second, not per request (Intl's formatting costs more than answering from the cache). Exact:
 * Amsterdam's midnight and minutes begin on a whole second.
 */
function amsterdamClock(fixed: string | undefined): () => { today: string; now: AmsterdamNow } {
  let second = Number.NaN;
  let value = { today: '', now: { date: '', time: '' } as AmsterdamNow };
  return () => {
    const at = Math.floor(Date.now() / 1000);
    if (at !== second) {
      const instant = fixed ?? new Date(at * 1000);
      value = { today: todayInAmsterdam(instant), now: nowInAmsterdam(instant) };
      second = at;
    }
    return value;
  };
}

/**
 * The GraphQL endpoint: Apollo Server with the limits and the caches, mounted at `/graphql`; GET
 * for queries (automatic persisted queries make them short enough for a URL, so a CDN can keep
 * them), POST for everything.
 */
export async function graphqlServer(options: GraphQLOptions) {
  const limit = limits();
  const cache = await caching<RequestContext>(
    options.cache,
    options.timeoutMs,
    {
      answers: () => upstreamAnswers(options.apiUrl),
      away: () => upstreamAway(options.apiUrl),
    },
    options.clock,
  );
  const apollo = new ApolloServer<RequestContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    validationRules: limit.validationRules,
    parseOptions: limit.parseOptions,
    formatError,
    persistedQueries: cache.persistedQueries,
    plugins: [
      // First: the others then see a trusted id's request with its text.
      trustedDocumentsPlugin<RequestContext>(options.trustedDocuments),
      ApolloServerPluginLandingPageDisabled(),
      upstreamPlugin,
      ...limit.plugins,
      ...cache.plugins,
    ],
  });
  await apollo.start();

  const clock = amsterdamClock(options.now);
  /** A request's context: the visitor's cookies, CSRF header, protocol and address go upstream. */
  const contextFor = (req: Request, res: Response): RequestContext => ({
    ...createContext({
      apiUrl: options.apiUrl,
      timeoutMs: options.timeoutMs,
      ...clock(),
      contentChanged: () => cache.generation.bump(),
      cookie: req.headers.cookie,
      csrfToken: req.get('x-csrftoken'),
      proto: req.protocol,
      clientIp: req.ip,
    }),
    res,
  });

  const middleware = expressMiddleware(apollo, { context: async ({ req, res }) => contextFor(req, res) });
  const router = Router();
  router.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    bodyErrors,
    // With tracing on, the operation runs in a span of its own (named by the plugin), ended with
    // the answer.
    ((req, res, next) =>
      tracingOn()
        ? void graphqlSpan(
            () =>
              new Promise<void>((resolve) => {
                res.once('close', resolve);
                middleware(req, res, next);
              }),
          )
        : middleware(req, res, next)) satisfies RequestHandler,
  );
  return { apollo, router, contextFor, pageCache: cache.pages };
}

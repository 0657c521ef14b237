import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { paths } from '../../domain/paths.ts';
import type { PriceView } from '../../domain/price-view.ts';
import type { PageCache } from '../graphql/caching.ts';
import { ranPrivateOperation, staleHeaders, staleSince } from '../graphql/response-cache.ts';
import { recordCacheLookup } from '../observability/metrics.ts';
import { graphqlSpan } from '../observability/tracing.ts';
import { loadPageStyles } from './page-styles.ts';
import { priceViewOf } from './price-view.ts';
import { allowPageStyles } from './security-headers.ts';

// Server rendering: the web's own server entry (built by Vite into web/dist-server, never
// imported as source) renders each page; its GraphQL operations run in-process against this
// gateway's schema, through the same plugins, limits and cache as /graphql, with the visitor's
// cookies. The shape below is the contract with web/src/entry-server.tsx.

type Execute = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: Readable };

type Render = (
  url: string,
  options: {
    execute: Execute;
    template: string;
    publicUrl: string;
    session: boolean;
    /** How prices are shown (price-view.ts): incl. BTW unless the visitor chose excl. */
    prices: PriceView;
    styles?: (modules: string[]) => string;
    scripts?: (modules: string[]) => string[];
  },
) => Promise<RenderResult>;

export type ServerRenderOptions<Context extends { today: string }> = {
  webDist: string;
  serverDist: string;
  publicUrl: string;
  apollo: ApolloServer<Context>;
  contextFor: (req: Request, res: Response) => Context;
  /** Where anonymous visitors' pages are kept (absent: every page is rendered). */
  pageCache?: PageCache;
  /**
   * The status of a page behind a secret link, which renders as a skeleton (the browser asks its
   * data): 404 or 410 from the api's answer, null to keep the render's (http/private-page-status.ts).
   */
  linkStatus?: (url: URL, context: Context) => Promise<number | null>;
};

/** A page as kept: what any anonymous visitor gets for its URL, never a cookie. */
type KeptPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

/** A render's outcome: the page, whether the api failed it, when its stale answers were kept. */
type Rendered = { page: KeptPage; failed: boolean; staleSince?: number };

/** Statuses worth keeping: a failure (5xx) is rendered again by the next visitor. */
const KEPT_STATUSES = new Set([200, 301, 302, 404]);

/** A page of the rental desk (`/beheer`, `/beheer/…`): staff only, never kept. */
const isDeskPage = (req: Request) => {
  const desk = paths.desk().replace(/\/$/, '');
  return req.path === desk || req.path.startsWith(`${desk}/`);
};
const isAnonymous = (req: Request) => !/(?:^|;\s*)sessionid=/.test(req.headers.cookie ?? '');

/** Only the api's CSRF cookie may have been set: the page itself is the same for everyone. */
function setsOnlyCsrfCookie(res: Response): boolean {
  const header = res.getHeader('set-cookie');
  const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return cookies.every((cookie) => cookie.startsWith('csrftoken='));
}

/**
 * A kept page as stored: its status, a newline and the HTML (or `redirect <status> <location>`).
 * Not JSON: parsing a course page's 145 KB of escaped HTML on every hit took half the CPU of
 * serving it.
 */
function encodePage(page: KeptPage): string {
  return page.kind === 'redirect'
    ? `redirect ${page.status} ${page.location}`
    : `${page.status}\n${page.html}`;
}

function decodePage(kept: string): KeptPage | undefined {
  const newline = kept.indexOf('\n');
  if (newline > 0) {
    const status = Number(kept.slice(0, newline));
    return KEPT_STATUSES.has(status) ? { kind: 'page', status, html: kept.slice(newline + 1) } : undefined;
  }
  const redirect = /^redirect (\d{3}) (\S+)$/.exec(kept);
  return redirect
    ? { kind: 'redirect', status: Number(redirect[1]), location: redirect[2] ?? '/' }
    : undefined;
}

/**
 * A page served stale with `notice` at its top: the web's own (its server entry's `staleNotice`,
 * the markup its app shows after a navigation, styled by its global.css), so the words have one
 * owner. Outside the app's root, so hydration never sees it; the app takes it over.
 */
const withStaleNotice = (html: string, notice: string) =>
  /<body[^>]*>/.test(html) ? html.replace(/<body[^>]*>/, (body) => `${body}${notice}`) : notice + html;

/** An upstream call of this request got no answer or a 5xx: what it rendered is not the page. */
const upstreamFailed = (contextValue: { rest: object }) =>
  ((contextValue.rest as { calls?: { status: number; ended: number }[] }).calls ?? []).some(
    (call) => call.ended > 0 && (call.status === 0 || call.status >= 500),
  );

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The HTML handler, or undefined when the server entry is not built (the shell is served then). */
export async function serverRender<Context extends { today: string; rest: object }>(
  options: ServerRenderOptions<Context>,
): Promise<((req: Request, res: Response, next: NextFunction) => Promise<void>) | undefined> {
  const entry = join(options.serverDist, 'entry-server.js');
  const templatePath = join(options.webDist, 'index.html');
  if (!existsSync(entry) || !existsSync(templatePath)) return undefined;
  const { render, staleNotice } = (await import(pathToFileURL(entry).href)) as {
    render: Render;
    /** The notice of a page served stale (an entry without one: the headers alone say it). */
    staleNotice?: string;
  };
  const template = readFileSync(templatePath, 'utf8');
  const styles = loadPageStyles(options.webDist);

  const renderFor = async (req: Request, contextValue: Context) => {
    const execute: Execute = async ({ query, variables, operationName }) => {
      const response = await graphqlSpan(() =>
        options.apollo.executeOperation({ query, variables, operationName }, { contextValue }),
      );
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used here');
      return response.body.singleResult;
    };
    // The path and query as the visitor asked, on the public origin (never the Host header).
    const url = new URL(req.originalUrl, options.publicUrl).href;
    // Whether the visitor has a session says only which private queries the browser need ask:
    // a page kept for anonymous visitors is served to anonymous visitors only (isAnonymous).
    const result = await render(url, {
      execute,
      template,
      publicUrl: options.publicUrl,
      session: !isAnonymous(req),
      prices: priceViewOf(req),
      styles: styles?.tagsFor,
      scripts: styles?.scriptsFor,
    });
    // A page behind a secret link is a skeleton here: its status is asked of the api.
    if (result.kind === 'page' && result.status === 200 && options.linkStatus) {
      const status = await options.linkStatus(new URL(url), contextValue);
      if (status !== null) return { ...result, status };
    }
    return result;
  };

  const send = (res: Response, page: KeptPage, cache: 'HIT' | 'MISS' | 'BYPASS') => {
    res.set('X-Cache', cache);
    recordCacheLookup('page', cache === 'HIT' ? 'hit' : cache === 'MISS' ? 'miss' : 'bypass');
    if (page.kind === 'redirect') {
      res.redirect(page.status, page.location);
      return;
    }
    if (styles) allowPageStyles(res, styles.sourcesIn(page.html));
    res.status(page.status).type('html').set('Cache-Control', 'no-cache').send(page.html);
  };

  // The caches' clock: a kept page's time and a stale answer's are read on it.
  const now = options.pageCache?.now ?? Date.now;
  /** A page served stale (the api did not answer): marked per HTTP, with the notice on top. */
  const sendStale = (res: Response, html: string, since: number) => {
    res.set('X-Cache', 'STALE').set(staleHeaders(since, now()));
    if (styles) allowPageStyles(res, styles.sourcesIn(html));
    res
      .status(200)
      .type('html')
      .send(withStaleNotice(html, staleNotice ?? ''));
  };

  // Identical anonymous requests while a page is being rendered wait for that render.
  const rendering = new Map<string, Promise<Rendered>>();
  const pages = options.pageCache;

  /**
   * The key of the page kept for anonymous visitors. The day is part of it (what a page says about
   * runs turns at midnight), and so is the content's generation (a save of a block renews every
   * page, graphql/content-generation.ts), and the visitor's price view: a page incl. BTW is never
   * served to one who chose excl. Both are the key's tag (stale-while-revalidate.ts): a page of
   * another day or generation is no hit, but still what to serve should the api not answer.
   */
  const pageKey = async (req: Request, contextValue: Context, kept: NonNullable<typeof pages>) =>
    `${priceViewOf(req)}|${req.originalUrl}#${contextValue.today}|${await kept.generation()}`;

  /** The whole page kept for anonymous visitors at this address, fresh or not, with its age. */
  const keptForAnyone = async (req: Request, contextValue: Context) => {
    if (!pages) return undefined;
    const { hit, fallback, freshUntil } = await pages.store.lookup(await pageKey(req, contextValue, pages));
    const value = hit ?? fallback?.value;
    const until = hit !== undefined ? freshUntil : fallback?.freshUntil;
    const page = value === undefined ? undefined : decodePage(value);
    if (page?.kind !== 'page' || page.status !== 200 || until === undefined) return undefined;
    return { html: page.html, since: until - pages.maxAgeS * 1000 };
  };

  return async (req, res, next) => {
    try {
      // Visitors with a session (their cart, their account) always get their own render, and so
      // does every page of the rental desk: staff only, never kept, whoever asks.
      if (!pages || !isAnonymous(req) || req.originalUrl.length > 512 || isDeskPage(req)) {
        const contextValue = options.contextFor(req, res);
        const result = await renderFor(req, contextValue);
        if (result.kind === 'redirect') {
          send(res, result, 'BYPASS');
          return;
        }
        const html = await text(result.body);
        // Rendered from stale public answers (their private parts say they cannot be used now).
        const since = staleSince(contextValue);
        if (result.status === 200 && since !== undefined) {
          sendStale(res, html, since);
          return;
        }
        // The api away and the visitor's own page failed (their rental period, their cart): the
        // page every new visitor gets is better than an error, marked stale like theirs.
        const kept =
          result.status >= 500 && !isDeskPage(req) && req.originalUrl.length <= 512
            ? await keptForAnyone(req, contextValue)
            : undefined;
        if (kept) sendStale(res, kept.html, kept.since);
        else send(res, { kind: 'page', status: result.status, html }, 'BYPASS');
        return;
      }
      const contextValue = options.contextFor(req, res);
      const key = await pageKey(req, contextValue, pages);
      const { hit, fallback, freshUntil } = await pages.store.lookup(key);
      const keptPage = hit === undefined ? undefined : decodePage(hit);
      if (keptPage) {
        // Past its max-age (another request refreshing it) while the api does not answer: stale.
        if (
          freshUntil !== undefined &&
          keptPage.kind === 'page' &&
          keptPage.status === 200 &&
          pages.upstreamAway()
        )
          sendStale(res, keptPage.html, freshUntil - pages.maxAgeS * 1000);
        else send(res, keptPage, 'HIT');
        return;
      }
      const kept = fallback && decodePage(fallback.value);
      const stale =
        fallback && kept?.kind === 'page' && kept.status === 200
          ? { html: kept.html, since: fallback.freshUntil - pages.maxAgeS * 1000 }
          : undefined;
      // The api's circuit is open: the render would only fail.
      if (stale && !pages.upstreamAnswers()) {
        sendStale(res, stale.html, stale.since);
        return;
      }
      const serve = (rendered: Rendered, cache: 'HIT' | 'MISS') => {
        if (rendered.failed && stale) sendStale(res, stale.html, stale.since);
        else if (
          rendered.staleSince !== undefined &&
          rendered.page.kind === 'page' &&
          rendered.page.status === 200
        )
          sendStale(res, rendered.page.html, rendered.staleSince);
        else send(res, rendered.page, cache);
      };
      const waiting = rendering.get(key);
      if (waiting) {
        serve(await waiting, 'HIT');
        return;
      }
      const job = (async (): Promise<Rendered> => {
        const result = await renderFor(req, contextValue);
        const page: KeptPage =
          result.kind === 'redirect'
            ? result
            : { kind: 'page', status: result.status, html: await text(result.body) };
        const failed = page.status >= 500 || upstreamFailed(contextValue);
        const since = staleSince(contextValue);
        // Kept only when everything it shows may be shared: no cookie of its own and no
        // operation whose hints say private or uncached (a payment's status, an order); and only
        // when the api answered every call (not a page of stale or missing parts).
        if (
          KEPT_STATUSES.has(page.status) &&
          !failed &&
          since === undefined &&
          setsOnlyCsrfCookie(res) &&
          !ranPrivateOperation(contextValue)
        ) {
          // Only a whole page is worth keeping for a day in case the api goes down (not a 404).
          await pages.store.set(key, encodePage(page), {
            ttl: pages.maxAgeS,
            staleIfError: page.status === 200,
          });
        }
        return { page, failed, staleSince: since };
      })();
      rendering.set(key, job);
      try {
        serve(await job, 'MISS');
      } finally {
        rendering.delete(key);
      }
    } catch (error) {
      next(error);
    }
  };
}

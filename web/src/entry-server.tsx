import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { type ApolloClient, ApolloLink, type FetchResult } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { Observable } from 'rxjs';
import { absoluteUrl } from '../../domain/paths.ts';
import type { PriceView } from '../../domain/price-view.ts';
import { routes } from './app/routes.tsx';
import { StaleNoticeText } from './app/shell/stale-notice.tsx';
import { createClient, preloadQuery, setClientSource } from './client/apollo.ts';
import { APOLLO_STATE_ID, serializeState } from './client/apollo-state.ts';
import { fullTitle, type HeadCollector, HeadContext } from './components/document-head.tsx';
import { EXCL_ATTRIBUTE, PriceViewProvider } from './components/price-view.tsx';
import { ToastRegion, ToastTemplate } from './components/toast.tsx';
import { NO_SESSION_ATTRIBUTE, RenderedWithoutSession } from './components/use-me.ts';

// The server render (DESIGN.md, Rendering): built by Vite into web/dist/server and loaded by the
// gateway, which passes `execute` — its own GraphQL schema, run in-process with the visitor's
// cookies. Per request: a fresh Apollo client, React Router's static handler runs the matched
// routes' loaders (their queries), the answers arrive, React renders the page, and the page's
// head, its HTML and its Apollo cache are streamed into web/dist/index.html.

/** Runs one GraphQL operation against the gateway's schema, as the visitor. */
export type Execute = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FetchResult>;

/**
 * The page's toast region and the template of a toast (components/toast-page.ts), outside the
 * app's root: the region is announced from the first byte and never hydrated, and the entry shows
 * a toast in it before the app is there. The same for every page: made once.
 */
let toasts: string | undefined;
const toastMarkup = () =>
  (toasts ??= renderToStaticMarkup(
    <>
      <ToastRegion />
      <ToastTemplate />
    </>,
  ));

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: Readable };

/**
 * What the gateway puts at the top of a page it serves from its cache while the api is away
 * (gateway/http/server-render.ts): the shell's own notice, so the words have one owner, here.
 */
export const staleNotice = renderToStaticMarkup(<StaleNoticeText />);

const clientOfRequest = new AsyncLocalStorage<ApolloClient>();
setClientSource(() => {
  const client = clientOfRequest.getStore();
  if (!client) throw new Error('A query outside a server render');
  return client;
});

const handler = createStaticHandler(routes);

/** Each lazy route's module, by route id (app/lazy-route.ts). */
const moduleOfRoute = new Map<string, string>();
(function collect(list: RouteObject[]) {
  for (const route of list) {
    if (route.id && typeof route.lazy === 'function' && 'module' in route.lazy)
      moduleOfRoute.set(route.id, String(route.lazy.module));
    if (route.children) collect(route.children);
  }
})(routes);

/**
 * The modules the browser loads to hydrate a page: the app (main.tsx imports it on every page)
 * and the matched routes' modules. Their stylesheets are inlined into the page, so hydrating it
 * fetches none.
 */
function modulesOf(matches: { route: { id: string } }[]): string[] {
  const routeModules = matches.flatMap(({ route }) => moduleOfRoute.get(route.id) ?? []);
  return ['src/app/start-app.tsx', ...routeModules];
}

function inProcessLink(execute: Execute): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        execute({
          query: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error) => observer.error(error),
        );
      }),
  );
}

// Apollo brands its query refs with this registered symbol (@apollo/client/react/internal).
const QUERY_REF = Symbol.for('apollo.internal.queryRef');

/** Query refs the loaders returned, also inside an object (`{ path, queryRef }`). */
function queryRefsOf(loaderData: Record<string, unknown>): unknown[] {
  const isRef = (value: unknown) => typeof value === 'object' && value !== null && QUERY_REF in value;
  return Object.values(loaderData).flatMap((value) => {
    if (isRef(value)) return [value];
    if (typeof value === 'object' && value !== null) return Object.values(value).filter(isRef);
    return [];
  });
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function headTags(collector: HeadCollector, url: URL, publicUrl: string): string {
  const head = collector.head;
  const title = fullTitle(head?.title ?? 'Studio Lumen Amsterdam');
  const canonical = absoluteUrl(publicUrl, url.pathname);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="nl_NL" />',
    '<meta property="og:site_name" content="Studio Lumen Amsterdam" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
  ];
  if (head?.description) {
    const description = escapeHtml(head.description);
    tags.push(
      `<meta name="description" content="${description}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta name="twitter:description" content="${description}" />`,
    );
  }
  if (head?.image) {
    const image = escapeHtml(absoluteUrl(publicUrl, head.image));
    tags.push(
      `<meta property="og:image" content="${image}" />`,
      `<meta name="twitter:image" content="${image}" />`,
    );
  }
  if (head?.noindex || (collector.status ?? 200) >= 400)
    tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}

/**
 * Renders `url` into `template` (the built index.html). A redirect of SPEC §2 comes back as such;
 * every page, including the 404 and the error page, comes back with its status and its HTML.
 */
export async function render(
  url: string,
  options: {
    execute: Execute;
    template: string;
    publicUrl: string;
    session?: boolean;
    /** How prices are shown: the visitor's `prijzen` cookie, as the gateway read it. */
    prices?: PriceView;
    /** The `<head>` tags of the stylesheets of these modules (as Vite's manifest names them). */
    styles?: (modules: string[]) => string;
    /** The script files of these modules with their static imports (`/assets/x.js`). */
    scripts?: (modules: string[]) => string[];
  },
): Promise<RenderResult> {
  const client = createClient(inProcessLink(options.execute), { ssrMode: true });
  return clientOfRequest.run(client, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    // Loaders only start their queries: wait for the answers, so React renders complete pages.
    await Promise.all(
      queryRefsOf(context.loaderData).map((ref) =>
        preloadQuery.toPromise(ref as Parameters<typeof preloadQuery.toPromise>[0]).catch(() => undefined),
      ),
    );
    const collector: HeadCollector = { publicUrl: options.publicUrl };
    let renderFailed = false;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await new Promise<Readable>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <HeadContext.Provider value={collector}>
          <ApolloProvider client={client}>
            <PriceViewProvider initial={options.prices ?? 'incl'}>
              <RenderedWithoutSession value={options.session === false}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </RenderedWithoutSession>
            </PriceViewProvider>
          </ApolloProvider>
        </HeadContext.Provider>,
        {
          // Everything is ready before the first byte (the data came first): no boundary is sent
          // as a fallback to be completed by an inline script, which the CSP would refuse.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            const body = new PassThrough();
            stream.pipe(body);
            resolve(body);
          },
          onShellError: reject,
          // A component that throws is rendered by the browser instead (React's fallback): the
          // page is incomplete, so it must not pass for a good one.
          onError(error) {
            renderFailed = true;
            console.error('server render:', error);
          },
        },
      );
    });

    const [before, after] = options.template.split('<div id="root"></div>');
    const head = headTags(collector, new URL(url), options.publicUrl);
    const rendered = collector.status ?? context.statusCode ?? 200;
    const status = renderFailed && rendered < 400 ? 500 : rendered;
    // A failed page cannot be hydrated (failed queries are not in the cache the browser gets):
    // the browser renders it afresh instead, which also tries the data again.
    // A visitor without a session is signed out: the browser need not ask (components/session.ts).
    // A signed-out visitor's whole page (routes.tsx, wholeWithoutApp) starts the app when the
    // visitor first moves (main.tsx); a visitor with a session has their own data to show at once.
    const whole = (context.matches.at(-1)?.route.handle as { appStart?: string } | undefined)?.appStart;
    const waitsForVisitor = options.session === false && status < 500 && whole === 'on-intent';
    const attributes = [
      status >= 500 ? ' data-hydrate="false"' : '',
      options.session === false ? ` ${NO_SESSION_ATTRIBUTE}` : '',
      options.prices === 'excl' ? ` ${EXCL_ATTRIBUTE}` : '',
      waitsForVisitor ? ' data-app-start="intent"' : '',
    ];
    // The scripts that start the app on this page (issue 25 item 12). A page that starts it at once
    // names them as module preloads in its head, fetched while the page is parsed instead of once
    // the entry has run; a page that waits for the visitor names them on the root, and main.tsx
    // fetches them at low priority once the page has loaded.
    const modules = modulesOf(context.matches);
    const scripts = options.scripts?.(modules) ?? [];
    if (waitsForVisitor && scripts.length > 0)
      attributes.push(` data-app-chunks="${escapeHtml(scripts.join(' '))}"`);
    const preloads = waitsForVisitor
      ? ''
      : scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`).join('');
    const body = await text(html);
    const styles = (options.styles?.(modules) ?? '') + preloads;
    const out = new PassThrough();
    out.end(
      (before ?? '')
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
        .replace('</head>', () => `  ${head}\n    ${styles}\n  </head>`) +
        `<div id="root"${attributes.join('')}>${body}</div>` +
        `<script type="application/json" id="${APOLLO_STATE_ID}">${serializeState(client.extract())}</script>` +
        toastMarkup() +
        (after ?? ''),
    );
    return { kind: 'page', status, body: out };
  });
}

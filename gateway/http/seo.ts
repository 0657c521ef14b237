import { type Request, type Response, Router } from 'express';
import { todayInAmsterdam } from '../../domain/dates.ts';
import { paths } from '../../domain/paths.ts';
import { cataloguePaths } from '../catalogue/sitemap-paths.ts';
import { createContext } from '../context.ts';

// GET /robots.txt and /sitemap.xml: what crawlers may read, and every public page to read.
// URLs come from PUBLIC_URL. The sitemap is built from the api (sections, courses, categories,
// content pages; the catalogue's category trees, articles and sale campaigns) and kept for a few
// minutes: crawlers ask often, the offer changes seldom.

export type SeoOptions = {
  apiUrl: string;
  timeoutMs: number;
  now?: string;
  publicUrl: string;
  /** The clock of the kept sitemap's 5 minutes (ms since the epoch); default the real time. */
  clock?: () => number;
};

const SITEMAP_TTL_MS = 5 * 60_000;

/**
 * A visitor's own pages (issue 11): signing in, registering, the profile, invoices, activation,
 * reset and address links, an invoice's pay page. Their links carry secrets (tokens, handles),
 * their content is private; the web marks them noindex too. Never in the sitemap, whatever the api lists.
 */
const ACCOUNT_PAGES = [
  paths.login(),
  paths.signUp(),
  paths.profile(),
  paths.account(),
  paths.activate(),
  paths.resetPassword(),
  paths.confirmEmail(),
  paths.confirmQuote(),
  paths.signUpThanks(),
  // Pages under a handle: the prefix.
  paths.invoicePayment(''),
  paths.verifyPayment('INVOICE', ''),
];

/** Paths crawlers have no business in: forms' thanks pages, account pages, the api, the explorer. */
const DISALLOW = [
  '/api/',
  '/graphql',
  '/inschrijving-bedankt',
  '/infodag-inschrijving-bedankt',
  ...ACCOUNT_PAGES,
  // The rental desk (staff only).
  paths.desk(),
];

const isAccountPage = (path: string) =>
  ACCOUNT_PAGES.some((page) => path === page.replace(/\/$/, '') || path.startsWith(page));

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export function seoRoutes(options: SeoOptions): Router {
  const clock = options.clock ?? Date.now;
  const router = Router();
  const url = (path: string) => new URL(path, options.publicUrl).href;

  router.get('/robots.txt', (_req: Request, res: Response) => {
    const lines = [
      'User-agent: *',
      ...DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${url('/sitemap.xml')}`,
    ];
    res
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  let cached: { xml: string; until: number } | undefined;
  let building: Promise<string> | undefined;

  async function build(): Promise<string> {
    const today = todayInAmsterdam(options.now);
    const { education, content, catalogue } = createContext({
      apiUrl: options.apiUrl,
      timeoutMs: options.timeoutMs,
      today,
    });
    const [sections, courses, categories, pages, categoryDump, articles, sales] = await Promise.all([
      education.api.sections(),
      education.api.courses(),
      education.api.categories(),
      content.api.pagePaths(),
      catalogue.api.categoryDump(),
      catalogue.api.articleSummaries(),
      catalogue.api.sales(),
    ]);
    const all = [
      paths.home(),
      paths.agenda(),
      ...categories.map((category) => paths.agenda(category.slug)),
      ...sections.filter((section) => !section.disabled).map((section) => paths.section(section.slug)),
      ...courses.map((course) => paths.course(course.slug)),
      paths.openDay(),
      paths.accessibility(),
      ...cataloguePaths(categoryDump, articles, sales),
      ...pages
        .filter((path) => path !== 'home')
        .map((path) => `/${path.split('/').map(encodeURIComponent).join('/')}`),
    ];
    const entries = [...new Set(all)]
      .filter((path) => !isAccountPage(path))
      .map((path) => `  <url><loc>${escapeXml(url(path))}</loc></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  }

  router.get('/sitemap.xml', async (_req: Request, res: Response) => {
    try {
      if (!cached || cached.until < clock()) {
        // Concurrent requests share one build.
        building ??= build().finally(() => {
          building = undefined;
        });
        cached = { xml: await building, until: clock() + SITEMAP_TTL_MS };
      }
      res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=300').send(cached.xml);
    } catch {
      res.status(503).type('text').send('De sitemap is nu niet beschikbaar. Probeer het later opnieuw.');
    }
  });
  return router;
}

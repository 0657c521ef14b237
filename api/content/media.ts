import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { Detail, json, type Paths, pathParam, ref } from '../http/openapi.ts';

// Every image of the site is generated here, so no page ever loads one from an outside host: a
// gradient with a title derived from the file name; an article's picture bears the article's own
// name ("Canon EOS R6 Mark II", brand and name as written), not its slug in words. Same name, same
// picture (colours come from a hash of kind and name), so answers may be cached publicly for a day.

export const MEDIA_KINDS = ['courses', 'banners', 'sections', 'pages', 'articles'] as const;
const SIZES: Record<(typeof MEDIA_KINDS)[number], [number, number]> = {
  courses: [1200, 600],
  banners: [1600, 600],
  sections: [1200, 400],
  pages: [1200, 600],
  articles: [800, 800],
};
const NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export const mediaPaths: Paths = {
  '/media/{kind}/{name}.svg': {
    get: {
      summary: 'A generated image (gradient and title)',
      parameters: [
        pathParam('kind', 'Image kind', { type: 'string', enum: [...MEDIA_KINDS] }),
        pathParam('name', 'Image name (a slug)', { type: 'string', pattern: '^[a-z0-9]+([-_][a-z0-9]+)*$' }),
      ],
      responses: {
        '200': { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        '404': json(ref(Detail), 'Niet gevonden.'),
      },
    },
  },
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** "montage-basis" → "Montage basis". */
export function titleFromName(name: string): string {
  const words = name.split(/[-_]+/).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// An article's image comes in three sizes, named `{slug}-small|medium|large`: one picture (colours
// and title from the slug alone) at 200, 400 and 800 pixels square.
const ARTICLE_SIZE = /^(.+)-(small|medium|large)$/;
const ARTICLE_PIXELS = { small: 200, medium: 400, large: 800 } as const;

/** The slug an article image's name is about (`sony-fx6-large` → `sony-fx6`), or null. */
export function articleImageSlug(name: string): string | null {
  return ARTICLE_SIZE.exec(name)?.[1] ?? null;
}

/** An article's name as the shop writes it: brand and name ("Canon EOS R6 Mark II"). */
export function articleTitle(article: { brand: string; name: string }): string {
  const brand = article.brand.trim();
  const name = article.name.trim();
  return !brand || name.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? name : `${brand} ${name}`;
}

/** The title of an article's image: the article's name, or null when no article has that slug. */
async function articleImageTitle(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ brand: articles.brand, name: articles.name })
    .from(articles)
    .where(eq(articles.slug, slug))
    .limit(1);
  return row ? articleTitle(row) : null;
}

/** The picture; `text` is its title (default: from the name, "montage-basis" → "Montage basis"). */
export function mediaSvg(kind: (typeof MEDIA_KINDS)[number], name: string, text?: string): string {
  let [width, height] = SIZES[kind];
  const sized = kind === 'articles' ? ARTICLE_SIZE.exec(name) : null;
  const subject = sized?.[1] ?? name;
  if (sized) width = height = ARTICLE_PIXELS[sized[2] as keyof typeof ARTICLE_PIXELS];
  const hash = createHash('sha256').update(`${kind}/${subject}`).digest();
  const hue = ((hash[0] ?? 0) * 360) / 256;
  const hue2 = (hue + 40 + ((hash[1] ?? 0) % 80)) % 360;
  const title = escapeXml(text ?? titleFromName(subject));
  const fontSize = Math.round(Math.min(height / 5, (width * 1.6) / Math.max(8, title.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 55% 32%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 60% 18%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#fff" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="700">${title}</text>
</svg>
`;
}

/** The images; an article's image reads the article's name from `db` (one indexed row). */
export function mediaRouter(db: Db): Router {
  const router = Router({ strict: true });

  router
    .route('/media/:kind/:name.svg')
    .get(async (req: Request<{ kind: string; name: string }>, res: Response) => {
      const { kind, name } = req.params;
      if (!(MEDIA_KINDS as readonly string[]).includes(kind) || name.length > 100 || !NAME.test(name)) {
        throw notFound();
      }
      const slug = kind === 'articles' ? articleImageSlug(name) : null;
      // An article no longer sold keeps a picture with its slug in words.
      const title = slug ? ((await articleImageTitle(db, slug)) ?? undefined) : undefined;
      res
        .set({
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
          // An SVG opened on its own must not run anything.
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
          'X-Content-Type-Options': 'nosniff',
        })
        .send(mediaSvg(kind as (typeof MEDIA_KINDS)[number], name, title));
    })
    .all(methodNotAllowed);

  return router;
}

import type { Request, Response } from 'express';
import { z } from 'zod';
import { badParam, HttpError } from './errors.ts';
import { hasParam, parseInteger, rawParam } from './params.ts';
import { send } from './send.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type Page = { limit: number; offset: number } | null;

export type ListSource<T> = {
  count(): Promise<number>;
  /** All rows (page null) or one page of them, in the list's order. */
  rows(page: Page): Promise<T[]>;
  /**
   * One page with the whole list's count, in one query (`countOver` of db/count.ts as a column;
   * the count of an empty page is not used): sendList then asks `count` only for a page past the
   * end. Without it a page costs two queries.
   */
  countedRows?(page: { limit: number; offset: number }): Promise<{ rows: T[]; count: number }>;
};

/** A page of a list of `item`: what `listGet` (http/openapi.ts) declares beside the bare array. */
export const listPage = <S extends z.ZodType>(item: S) =>
  z.object({
    count: z.int().min(0),
    next: z.url().nullable(),
    previous: z.url().nullable(),
    results: z.array(item),
  });

type ListSchemas<S extends z.ZodType> = { page: ReturnType<typeof listPage<S>>; all: z.ZodArray<S> };
const listSchemas = new WeakMap<z.ZodType, ListSchemas<z.ZodType>>();

/** The two answers of a list of `item`, made once per item schema. */
function schemasOf<S extends z.ZodType>(item: S): ListSchemas<S> {
  let schemas = listSchemas.get(item);
  if (!schemas) {
    schemas = { page: listPage(item), all: z.array(item) };
    listSchemas.set(item, schemas);
  }
  return schemas as unknown as ListSchemas<S>;
}

/** Any `no_page` value (`true`, `True`, `1`, empty) asks for a bare array. */
export const isNoPage = (req: Request) => hasParam(req, 'no_page');

/** `offset` (0-based) when given instead of `page`; both together are a 400. */
function offsetParam(req: Request): number | undefined {
  const text = rawParam(req, 'offset');
  if (text === undefined || text.trim() === '') return undefined;
  if (rawParam(req, 'page') !== undefined) {
    throw badParam('offset', 'Gebruik offset of page, niet allebei.');
  }
  const n = parseInteger(text.trim());
  if (n === null) throw badParam('offset', 'Voer een geheel getal van 0 of meer in.');
  return n;
}

function pageParams(req: Request): { page: number; size: number } {
  const pageText = rawParam(req, 'page');
  const sizeText = rawParam(req, 'page_size');
  let page = 1;
  if (pageText !== undefined) {
    // A negative or zero page is a number, just not a page: 404 below, like any page out of range.
    const n = /^-\d+$/.test(pageText.trim()) ? 0 : parseInteger(pageText.trim());
    if (n === null) throw badParam('page', 'Voer een geheel getal in.');
    page = n;
  }
  let size = DEFAULT_PAGE_SIZE;
  if (sizeText !== undefined && sizeText.trim() !== '') {
    const n = parseInteger(sizeText.trim());
    if (n === null) throw badParam('page_size', 'Voer een geheel getal in.');
    if (n < 1) throw badParam('page_size', `Kies een paginagrootte van 1 tot en met ${MAX_PAGE_SIZE}.`);
    size = Math.min(n, MAX_PAGE_SIZE);
  }
  return { page, size };
}

/**
 * The request's own URL (absolute) with parameter `name` set to `value`, or removed when value is
 * null (page 1 has no `page`). It names the api as its caller reached it: the scheme of the
 * connection itself (not X-Forwarded-Proto: behind the gateway the api still speaks plain HTTP)
 * and the host the caller addressed. These links point at the api, not at the site, so they are
 * not built from PUBLIC_URL; they go back only to the caller that sent the request.
 */
export function withParam(req: Request, name: 'page' | 'offset', value: number | null): string {
  const url = req.originalUrl;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  // Keep the client's own encoding of the other parameters; only `name` changes.
  const kept = query.split('&').filter((part) => part !== '' && part.split('=', 1)[0] !== name);
  if (value !== null) kept.push(`${name}=${value}`);
  const search = kept.length > 0 ? `?${kept.join('&')}` : '';
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return `${scheme}://${req.get('host')}${path}${search}`;
}

const pageUrl = (req: Request, page: number) => withParam(req, 'page', page > 1 ? page : null);

/**
 * Answer a list of `item` (the schema the route's `listGet` names): `{count, next, previous,
 * results}` by `page` or by `offset`, or a bare array with `no_page`.
 */
export async function sendList<S extends z.ZodType>(
  req: Request,
  res: Response,
  item: S,
  source: ListSource<z.output<S>>,
): Promise<void> {
  type T = z.output<S>;
  const schemas = schemasOf(item);
  if (isNoPage(req)) {
    send(res, schemas.all, await source.rows(null));
    return;
  }
  const offset = offsetParam(req);
  const { page, size } = pageParams(req);
  const start = offset ?? (page - 1) * size;
  let count: number;
  let counted: T[] | undefined;
  if (source.countedRows && start >= 0) {
    const answer = await source.countedRows({ limit: size, offset: start });
    if (answer.rows.length > 0) [count, counted] = [answer.count, answer.rows];
    else if (start === 0) [count, counted] = [0, []];
    else count = await source.count();
  } else {
    count = await source.count();
  }
  if (offset !== undefined) {
    // Limit/offset paging (the agenda's "more" button): an offset past the end is an empty page.
    const results = offset < count ? (counted ?? (await source.rows({ limit: size, offset }))) : [];
    send(res, schemas.page, {
      count,
      next: offset + size < count ? withParam(req, 'offset', offset + size) : null,
      previous: offset > 0 ? withParam(req, 'offset', Math.max(0, offset - size)) : null,
      results,
    });
    return;
  }
  const last = Math.max(1, Math.ceil(count / size));
  if (page < 1 || page > last) throw new HttpError(404, { detail: 'Ongeldige pagina.' });
  const results = counted ?? (await source.rows({ limit: size, offset: start }));
  send(res, schemas.page, {
    count,
    next: page < last ? pageUrl(req, page + 1) : null,
    previous: page > 1 ? pageUrl(req, page - 1) : null,
    results,
  });
}

import type { NextFunction, Request, Response } from 'express';

/** An answer for the client (4xx), thrown from a handler and written by the error handler. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Headers the answer carries (a 429's Retry-After). */
  readonly headers: Record<string, string>;
  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const NOT_FOUND = { detail: 'Niet gevonden.' };

export const notFound = () => new HttpError(404, NOT_FOUND);

/** 400 in the contract's field form: `{"<param>": ["<message>"]}`. */
export const badParam = (param: string, message: string) => new HttpError(400, { [param]: [message] });

/** Route fallback: a path the api does not know. */
export function notFoundHandler(_req: Request, res: Response): void {
  res.set('Cache-Control', 'no-store').status(404).json(NOT_FOUND);
}

/** For a known path asked with a method it does not serve. */
export function methodNotAllowed(req: Request, res: Response): void {
  res
    .set('Cache-Control', 'no-store')
    .status(405)
    .json({ detail: `Methode "${req.method}" niet toegestaan.` });
}

type BodyParserError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

// The client's mistakes get a Dutch 4xx; only real bugs become a 500, and no stack trace or
// internal message ever reaches the client.
export function errorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  res.set('Cache-Control', 'no-store');
  if (error instanceof HttpError) {
    res.set(error.headers).status(error.status).json(error.body);
    return;
  }
  const e = error as BodyParserError;
  const status = e?.status ?? e?.statusCode;
  if (e?.type === 'entity.parse.failed') {
    res.status(400).json({ detail: 'Ongeldige JSON.' });
  } else if (e?.type === 'entity.too.large') {
    res.status(413).json({ detail: 'Het verzoek is te groot (maximaal 100 kB).' });
  } else if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    res.status(415).json({ detail: 'Deze tekenset of codering wordt niet ondersteund.' });
  } else if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ detail: 'Ongeldig verzoek.' });
  } else {
    console.error('api: unexpected error', error);
    res.status(500).json({ detail: 'Er ging iets mis op de server.' });
  }
}

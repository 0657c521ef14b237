import type { NextFunction, Request, Response } from 'express';
import { logger } from '../observability/logger.ts';
import { Detail, ErrorBody } from './openapi.ts';
import { send } from './send.ts';

/**
 * An answer for the client (4xx, or a 503), thrown from a handler and written by the error
 * handler; its body is a Detail or FieldErrors, the error schemas every route declares.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** Headers the answer carries (a 429's Retry-After). */
  readonly headers: Record<string, string>;
  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const NOT_FOUND: Detail = { detail: 'Niet gevonden.' };

export const notFound = () => new HttpError(404, NOT_FOUND);

/** 400 in the contract's field form: `{"<param>": ["<message>"]}`. */
export const badParam = (param: string, message: string) => new HttpError(400, { [param]: [message] });

/** Route fallback: a path the api does not know. */
export function notFoundHandler(_req: Request, res: Response): void {
  res.set('Cache-Control', 'no-store');
  send(res, Detail, NOT_FOUND, 404);
}

/** For a known path asked with a method it does not serve. */
export function methodNotAllowed(req: Request, res: Response): void {
  res.set('Cache-Control', 'no-store');
  send(res, Detail, { detail: `Methode "${req.method}" niet toegestaan.` }, 405);
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
    send(res.set(error.headers), ErrorBody, error.body, error.status);
    return;
  }
  const e = error as BodyParserError;
  const status = e?.status ?? e?.statusCode;
  if (e?.type === 'entity.parse.failed') {
    send(res, Detail, { detail: 'Ongeldige JSON.' }, 400);
  } else if (e?.type === 'entity.too.large') {
    send(res, Detail, { detail: 'Het verzoek is te groot (maximaal 100 kB).' }, 413);
  } else if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    send(res, Detail, { detail: 'Deze tekenset of codering wordt niet ondersteund.' }, 415);
  } else if (typeof status === 'number' && status >= 400 && status < 500) {
    send(res, Detail, { detail: 'Ongeldig verzoek.' }, status);
  } else {
    logger.error({ err: error }, 'api: unexpected error');
    send(res, Detail, { detail: 'Er ging iets mis op de server.' }, 500);
  }
}

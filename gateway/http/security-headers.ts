import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

// Security headers on every answer (DESIGN.md, Security): scripts, styles, images, fonts and
// connections only from our own origin, no framing, no MIME sniffing, a strict referrer policy.
// The one exception is the site's own stylesheets, inlined into the pages (vite.config.ts and
// page-styles.ts): each is allowed by its SHA-256, so no other inline style is.

const self = ["'self'"];

/** CSP sources (`'sha256-…'`) of the `<style>` elements of the built site's index.html. */
export function inlineStyleHashes(webDist: string | undefined): string[] {
  const index = webDist && join(webDist, 'index.html');
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
}

/** Allows a page's own inline stylesheets (their CSP sources) on top of the site's. */
export function allowPageStyles(res: Response, sources: string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(
      /(^|;)(\s*style-src [^;]*)/,
      (_match, start: string, directive: string) => `${start}${directive} ${sources.join(' ')}`,
    ),
  );
}

export const securityHeaders = (styleHashes: string[] = []): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: self,
        scriptSrc: self,
        styleSrc: [...self, ...styleHashes],
        imgSrc: self,
        fontSrc: self,
        connectSrc: self,
        manifestSrc: self,
        objectSrc: ["'none'"],
        baseUri: self,
        formAction: self,
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

/**
 * The explorer (GraphiQL with the Monaco editor) adds its styles and web workers at run time:
 * inline styles and blob: workers there, and nowhere else on the site.
 */
export const explorerPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  next();
};

/** Headers that only a document (a page, or an SVG opened as one) acts on. */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * The built site's scripts and stylesheets are never documents, so the document-only headers do
 * nothing on them; they were about 600 of the 1,000 header bytes on each of a first visit's
 * files, often more than the file itself. `nosniff`, CORP, HSTS and the referrer policy stay.
 * Anything else under /assets (an SVG could be opened as a page) keeps every header.
 */
export const scriptAndStyleHeaders: RequestHandler = (req, res, next) => {
  if (/\.(?:js|css)$/.test(req.path)) for (const name of DOCUMENT_ONLY) res.removeHeader(name);
  next();
};

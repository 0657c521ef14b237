import type { RequestHandler } from 'express';
import helmet from 'helmet';

// Security headers on every answer (DESIGN.md, Security): scripts, styles, images, fonts and
// connections only from our own origin, no framing, no MIME sniffing, a strict referrer policy.

const self = ["'self'"];

export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: self,
      scriptSrc: self,
      styleSrc: self,
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

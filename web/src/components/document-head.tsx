import { createContext, useContext, useEffect } from 'react';

// What a page says about itself in the document's <head> and its HTTP status. In the browser the
// hook updates the open document; in the server render it fills the request's HeadCollector,
// which entry-server.tsx writes into the head (canonical, Open Graph and Twitter tags included)
// before the first byte of the page.

const SITE = 'Studio Lumen';

export type PageHead = {
  title: string;
  description?: string;
  /** Forms and thanks pages stay out of search results. */
  noindex?: boolean;
  /** Root-relative image for link previews. */
  image?: string;
};

export type HeadCollector = { head?: PageHead; status?: number /** PUBLIC_URL */; publicUrl: string };

export const HeadContext = createContext<HeadCollector | null>(null);

export const fullTitle = (title: string) => `${title} | ${SITE}`;

/** Sets the tab title ("{title} | Studio Lumen") and, when given, the meta description. */
export function useDocumentMeta(
  title: string,
  description?: string,
  options: Omit<PageHead, 'title' | 'description'> = {},
) {
  const collector = useContext(HeadContext);
  if (collector) collector.head = { title, description, ...options };
  const { noindex } = options;
  useEffect(() => {
    document.title = fullTitle(title);
    setMeta('name', 'robots', noindex ? 'noindex' : undefined);
    if (description === undefined) return;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle(title));
    setMeta('property', 'og:description', description);
  }, [title, description, noindex]);
}

/** The HTTP status of the page being rendered on the server (404, 503); the browser ignores it. */
export function useHttpStatus(status: number) {
  const collector = useContext(HeadContext);
  if (collector) collector.status = status;
}

/**
 * The site's public origin (PUBLIC_URL) for absolute URLs in JSON-LD: on the server from the
 * render, in the browser from the canonical link the server wrote, so both render the same.
 */
export function usePublicOrigin(): string {
  const collector = useContext(HeadContext);
  if (collector) return new URL(collector.publicUrl).origin;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return new URL(canonical ?? window.location.href).origin;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

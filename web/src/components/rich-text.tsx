import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

type Props = { html: string; className?: string; as?: 'div' | 'section' };

/** Editor-written HTML, cleaned, read-only. */
export function RichText({ html, className, as: Tag = 'div' }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Tag
      className={['prose', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by sanitizeHtml above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

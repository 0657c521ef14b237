type Props = { html: string; className?: string; as?: 'div' | 'section' };

/**
 * Editor-written HTML, read-only. It arrives as the schema's `SafeHtml`, which the gateway has
 * already cleaned with an allow-list (gateway/base/sanitize-html.ts), so no sanitiser is shipped to
 * the browser.
 */
export function RichText({ html, className, as: Tag = 'div' }: Props) {
  return (
    <Tag
      className={['prose', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml is cleaned by the gateway
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

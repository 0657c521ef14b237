import { useEffect } from 'react';

const SITE = 'Studio Lumen';

/** Sets the tab title ("{title} | Studio Lumen") and, when given, the meta description. */
export function useDocumentMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | ${SITE}`;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

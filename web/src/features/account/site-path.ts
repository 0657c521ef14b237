/**
 * A `?redirect=` value the site may go to: a path of this site (one leading `/`, not `//` or
 * `/\`, which browsers read as another host). Anything else is ignored (no open redirect).
 */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

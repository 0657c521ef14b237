// What a slug in a URL may look like: lower-case letters, digits, single hyphens or underscores
// between them, at most 100 characters. Anything else names nothing, so it is never looked up.

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= 100 && SLUG.test(value);
}

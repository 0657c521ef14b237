/** Joins paragraphs into the plain-text format of course descriptions (blank line between). */
export function paragraphs(...parts: string[]): string {
  return parts.join('\n\n');
}

/** The address every open day and most on-site lessons use. */
export const STUDIO_LOCATION = 'Studio Lumen, Czaar Peterstraat 213, Amsterdam';

export const EDUCATION_EMAIL = 'educatie@studiolumen.nl';
export const EDUCATION_PHONE = '020 - 760 42 12';

import { BUSINESS } from '../../../domain/business.ts';

/** Joins paragraphs into the plain-text format of course descriptions (blank line between). */
export function paragraphs(...parts: string[]): string {
  return parts.join('\n\n');
}

/** The address every open day and most on-site lessons use. */
export const STUDIO_LOCATION = `Studio Lumen, ${BUSINESS.street}, ${BUSINESS.city}`;

export const EDUCATION_EMAIL = BUSINESS.education.email;

import type { ContentType } from '../content-api.ts';

// The api's code of each value of the content enums. One table, read twice: as the enum resolvers
// (the schema maps values at run time) and by codegen's `enumValues` (so resolvers are typed with
// the api's codes: EDUCATIE arrives as `educatie`, BLOCK as `blocks`).

/** The contact form's topic is the api's topic key (`to`), never an address. */
export const ContactTopic = {
  ALGEMEEN: 'algemeen',
  VERHUUR: 'verhuur',
  VERKOOP: 'verkoop',
  EDUCATIE: 'educatie',
  DUPLICATIE: 'duplicatie',
} as const;

/** What an editor edits is the api's path segment `/api/main/{type}/`. */
export const ContentKind = {
  BLOCK: 'blocks',
  WIDGET: 'widgets',
} as const satisfies Record<string, ContentType>;

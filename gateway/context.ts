import { ContentApi } from './content/content-api.ts';
import { createContentLoaders } from './content/content-loaders.ts';
import { EducationApi } from './education/education-api.ts';
import { createEducationLoaders } from './education/education-loaders.ts';
import { type ForwardedRequest, RestClient } from './rest/rest-client.ts';

/** Per GraphQL request: one REST client, and per domain its datasource and DataLoaders. */
export type Context = ReturnType<typeof createContext>;

export function createContext(
  options: { apiUrl: string; timeoutMs: number; today: string } & ForwardedRequest,
) {
  const rest = new RestClient({ baseUrl: options.apiUrl, ...options });
  const education = new EducationApi(rest);
  const content = new ContentApi(rest);
  return {
    rest,
    /** Today in Europe/Amsterdam (`YYYY-MM-DD`), from the one clock (`NOW`). */
    today: options.today,
    education: { api: education, loaders: createEducationLoaders(education) },
    content: { api: content, loaders: createContentLoaders(content) },
  };
}

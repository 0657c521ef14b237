import { EducationApi } from './datasources/education-api.ts';
import { FormsApi } from './datasources/forms-api.ts';
import { RestClient } from './datasources/rest-client.ts';
import { createLoaders, type Loaders } from './loaders.ts';

export type Context = {
  rest: RestClient;
  api: EducationApi;
  forms: FormsApi;
  loaders: Loaders;
  /** Today in Europe/Amsterdam (`YYYY-MM-DD`), from the one clock (`NOW`). */
  today: string;
};

export function createContext(options: {
  apiUrl: string;
  timeoutMs: number;
  today: string;
  cookie?: string;
  csrfToken?: string;
}): Context {
  const rest = new RestClient({
    baseUrl: options.apiUrl,
    timeoutMs: options.timeoutMs,
    cookie: options.cookie,
    csrfToken: options.csrfToken,
  });
  const api = new EducationApi(rest);
  return { rest, api, forms: new FormsApi(rest), loaders: createLoaders(api), today: options.today };
}

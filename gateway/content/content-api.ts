import type {
  RestHomepageConfig,
  RestInternalPage,
  RestMailingListSubscriber,
  RestPage,
  RestPageSummary,
  RestWidget,
} from '../generated/rest-types.ts';
import { keyList } from '../rest/key-list.ts';
import type { RestClient, SendResult } from '../rest/rest-client.ts';

// Every REST call of the content domain (api/CONTRACT.md): pages, blocks, widgets, the home
// page's banners and the newsletter.

export class ContentApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  homepageConfig(): Promise<RestHomepageConfig> {
    return this.rest.get('/homepageconfig/');
  }

  /** A content page by path (`home`, `over-ons/team`); null when there is none. */
  page(path: string): Promise<RestPage | null> {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    return this.rest.getOrNull(`/main/pages/${encoded}/`);
  }

  /** The path of every content page (the sitemap). */
  async pagePaths(): Promise<string[]> {
    const pages = await this.rest.get<RestPageSummary[]>('/main/pages/?no_page=true');
    return pages.map((page) => page.path);
  }

  /** The pages holding the blocks of courses and sections. */
  internalPagesById(ids: readonly number[]): Promise<RestInternalPage[]> {
    return this.rest.get(`/main/internalpages/?no_page=true&id__in=${keyList(ids)}`);
  }

  widgetsByRef(refs: readonly string[]): Promise<RestWidget[]> {
    return this.rest.get(`/main/widgets/?no_page=true&ref__in=${keyList(refs)}`);
  }

  subscribeToNewsletter(email: string): Promise<SendResult<RestMailingListSubscriber>> {
    return this.rest.send('POST', '/mailinglist/', { email_address: email });
  }
}

import { GraphQLError } from 'graphql';
import type {
  RestBlock,
  RestBlockCreateRequest,
  RestBlockSaveRequest,
  RestContactRequest,
  RestDuplicationService,
  RestEditorState,
  RestHomepageConfig,
  RestInternalPage,
  RestMailingListSubscriber,
  RestPage,
  RestPageSummary,
  RestRevision,
  RestWidget,
  RestWidgetSaveRequest,
} from '../generated/rest-types.ts';
import { keyList } from '../rest/key-list.ts';
import type { RestClient, SendResult } from '../rest/rest-client.ts';

// Every REST call of the content domain (api/CONTRACT.md, api/content/README.md): pages, blocks,
// widgets, the home page's banners, the newsletter, the contact form, the duplication prices and
// an editor's saves with their revisions.

/** The api's path segment of what an editor edits (`/api/main/{type}/{id}/…`). */
export type ContentType = 'blocks' | 'widgets';

/** The api's ids are positive integers; anything else names nothing and is answered without a call. */
export const isRestId = (id: string) => /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id));

/**
 * A refusal the editor or the form shows rather than an error: not signed in (401), no editor or
 * editing off (a 403 that is no CSRF check), too many messages (429), in the api's own words.
 */
async function formAnswer<T>(call: Promise<SendResult<T>>): Promise<SendResult<T>> {
  try {
    return await call;
  } catch (failure) {
    const code = failure instanceof GraphQLError ? failure.extensions.code : undefined;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'TOO_MANY_REQUESTS') {
      return { ok: false, errors: { detail: (failure as GraphQLError).message } };
    }
    throw failure;
  }
}

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

  sendContactMessage(body: RestContactRequest): Promise<SendResult<{ detail: string }>> {
    return formAnswer(this.rest.send('POST', '/contact/', body));
  }

  duplicationServices(): Promise<RestDuplicationService[]> {
    return this.rest.get('/duplication/');
  }

  /** Whether the session's user may edit (the api knows EDITOR_ENABLED and the user). */
  editor(): Promise<RestEditorState> {
    return this.rest.get('/main/editor/');
  }

  /** `id`: checked by isRestId first. */
  saveBlock(id: string, body: RestBlockSaveRequest): Promise<SendResult<RestBlock>> {
    return formAnswer(this.rest.send('PUT', `/main/blocks/${id}/`, body));
  }

  addBlock(body: RestBlockCreateRequest): Promise<SendResult<RestBlock>> {
    return formAnswer(this.rest.send('POST', '/main/blocks/', body));
  }

  /** `id`: the widget's numeric id (a ref is looked up through the loaders first). */
  saveWidget(id: number, body: RestWidgetSaveRequest): Promise<SendResult<RestWidget>> {
    return formAnswer(this.rest.send('PUT', `/main/widgets/${id}/`, body));
  }

  /** Earlier versions, newest first; null for an unknown id (editors only: the api refuses anyone else). */
  revisions(type: ContentType, id: number): Promise<RestRevision[] | null> {
    return this.rest.getOrNull(`/main/${type}/${id}/revisions/`);
  }

  /** Puts an earlier version back; the api answers the restored block or widget. */
  restoreRevision(type: 'blocks', id: number, revisionId: number): Promise<SendResult<RestBlock>>;
  restoreRevision(type: 'widgets', id: number, revisionId: number): Promise<SendResult<RestWidget>>;
  restoreRevision(type: ContentType, id: number, revisionId: number): Promise<SendResult<unknown>> {
    return formAnswer(this.rest.send('POST', `/main/${type}/${id}/revisions/${revisionId}/restore/`, {}));
  }
}

import { GraphQLError } from 'graphql';
import type {
  RestBlock,
  RestBlockCreateRequest,
  RestBlockSaveRequest,
  RestContactRequest,
  RestDetail,
  RestDuplicationService,
  RestEditorState,
  RestHomepageConfig,
  RestInternalPage,
  RestMailingListSubscriber,
  RestPage,
  RestRevision,
  RestWidget,
  RestWidgetSaveRequest,
} from '../generated/rest-types.ts';
import type { RestClient, SendResult } from '../rest/rest-client.ts';
import type { PathParams } from '../rest/rest-paths.ts';

// Every REST call of the content domain (api/CONTRACT.md, api/content/README.md): pages, blocks,
// widgets, the home page's banners, the newsletter, the contact form, the duplication prices and
// an editor's saves with their revisions.

/** The api's path segment of what an editor edits (`/api/main/{type}/{id}/…`). */
export type ContentType = PathParams<'/main/{type}/{id}/revisions/', 'get'>['type'];

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
      const { message, extensions } = failure as GraphQLError;
      return { ok: false, status: Number(extensions.status), errors: { detail: message } };
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
    return this.rest.GET('/homepageconfig/');
  }

  /** A content page by path (`home`, `over-ons/team`); null when there is none. */
  page(path: string): Promise<RestPage | null> {
    // Each segment encoded, the slashes kept: the api's page path may hold them.
    return this.rest.getOrNull('/main/pages/{path}/', { params: { path: { path: path.split('/') } } });
  }

  /** The path of every content page (the sitemap). */
  async pagePaths(): Promise<string[]> {
    const pages = await this.rest.list('/main/pages/');
    return pages.map((page) => page.path);
  }

  /** The pages holding the blocks of courses and sections. */
  internalPagesById(ids: readonly number[]): Promise<RestInternalPage[]> {
    return this.rest.list('/main/internalpages/', { params: { query: { id__in: ids } } });
  }

  widgetsByRef(refs: readonly string[]): Promise<RestWidget[]> {
    return this.rest.list('/main/widgets/', { params: { query: { ref__in: refs } } });
  }

  subscribeToNewsletter(email: string): Promise<SendResult<RestMailingListSubscriber>> {
    return this.rest.POST('/mailinglist/', { body: { email_address: email } });
  }

  sendContactMessage(body: RestContactRequest): Promise<SendResult<RestDetail>> {
    return formAnswer(this.rest.POST('/contact/', { body }));
  }

  duplicationServices(): Promise<RestDuplicationService[]> {
    return this.rest.GET('/duplication/');
  }

  /** Whether the session's user may edit (the api knows EDITOR_ENABLED and the user). */
  editor(): Promise<RestEditorState> {
    return this.rest.GET('/main/editor/');
  }

  /** `id`: checked by isRestId first. */
  saveBlock(id: string, body: RestBlockSaveRequest): Promise<SendResult<RestBlock>> {
    return formAnswer(this.rest.PUT('/main/blocks/{id}/', { params: { path: { id: Number(id) } }, body }));
  }

  addBlock(body: RestBlockCreateRequest): Promise<SendResult<RestBlock>> {
    return formAnswer(this.rest.POST('/main/blocks/', { body }));
  }

  /** `id`: the widget's numeric id (a ref is looked up through the loaders first). */
  saveWidget(id: number, body: RestWidgetSaveRequest): Promise<SendResult<RestWidget>> {
    return formAnswer(this.rest.PUT('/main/widgets/{id}/', { params: { path: { id } }, body }));
  }

  /** Earlier versions, newest first; null for an unknown id (editors only: the api refuses anyone else). */
  revisions(type: ContentType, id: number): Promise<RestRevision[] | null> {
    return this.rest.getOrNull('/main/{type}/{id}/revisions/', { params: { path: { type, id } } });
  }

  /** Puts an earlier version back; the api answers the restored block or widget. */
  restoreRevision(type: 'blocks', id: number, revisionId: number): Promise<SendResult<RestBlock>>;
  restoreRevision(type: 'widgets', id: number, revisionId: number): Promise<SendResult<RestWidget>>;
  restoreRevision(
    type: ContentType,
    id: number,
    revisionId: number,
  ): Promise<SendResult<RestBlock | RestWidget>> {
    return formAnswer(
      this.rest.POST('/main/{type}/{id}/revisions/{revision}/restore/', {
        params: { path: { type, id, revision: revisionId } },
      }),
    );
  }
}

import { payload, toFieldErrors, toId } from '../../base/field-errors.ts';
import type { Context } from '../../context.ts';
import type { FieldError, MutationResolvers } from '../../generated/resolvers-types.ts';
import type { SendResult } from '../../rest/rest-client.ts';
import { isRestId } from '../content-api.ts';
import { contentId } from './content-id.ts';

// The newsletter, the contact form and an editor's saves. Each answers its payload with the api's
// Dutch field errors under the GraphQL names (`to` is the form's `topic`, `page_id` its `pageId`),
// and a refusal (not signed in, no editor, editing off, CSRF, too many messages) as `general`.

/** The contact form's subject, whatever a client might want (the api ignores any other). */
const CONTACT_SUBJECT = 'Contactformulier';

const RENAMES = { to: 'topic', page_id: 'pageId' };

const EDITOR_REPLIES = {
  block: 'Dit blok bestaat niet (meer).',
  widget: 'Deze widget bestaat niet (meer).',
  page: 'Deze pagina bestaat niet (meer).',
  revision: 'Deze eerdere versie is niet gevonden.',
} as const;

type Missing = { field: string; message: string };

const refused = (errors: FieldError[]) => ({ ok: false, block: null, widget: null, errors });

/** The api's 404 is the error of what named nothing; any other refusal is its field errors. */
function errorsOf(
  result: { ok: false; status: number; errors: Record<string, unknown> },
  missing: Missing,
): FieldError[] {
  return result.status === 404
    ? [{ field: missing.field, messages: [missing.message] }]
    : toFieldErrors(result.errors, RENAMES);
}

/**
 * An editor's write. Unless the api refused it, every cached answer and page is renewed before the
 * answer goes out: also when its answer was lost (a timeout), since the save may have happened.
 */
async function write<T>(context: Context, call: () => Promise<SendResult<T>>): Promise<SendResult<T>> {
  let wasRefused = false;
  try {
    const result = await call();
    wasRefused = !result.ok;
    return result;
  } finally {
    if (!wasRefused) await context.content.changed();
  }
}

export const contentMutations: MutationResolvers = {
  subscribeToNewsletter: async (_, { email }, { content }) =>
    payload(await content.api.subscribeToNewsletter(email), { email_address: 'email' }),

  sendContactMessage: async (_, { input }, { content }) => {
    const result = await content.api.sendContactMessage({
      name: input.name,
      email: input.email,
      ...(input.phone ? { phone: input.phone } : {}),
      message: input.message,
      subject: CONTACT_SUBJECT,
      to: input.topic,
      ...(input.website ? { website: input.website } : {}),
    });
    return result.ok
      ? { ok: true, message: result.body.detail, errors: [] }
      : {
          ok: false,
          message: null,
          errors: toFieldErrors(result.errors, { ...RENAMES, message: 'message' }),
        };
  },

  saveBlock: async (_, { id, content, name }, context) => {
    const missing = { field: 'general', message: EDITOR_REPLIES.block };
    if (!isRestId(id)) return refused([{ field: 'general', messages: [missing.message] }]);
    const body = { content, ...(name != null ? { name } : {}) };
    const result = await write(context, () => context.content.api.saveBlock(id, body));
    return result.ok
      ? { ok: true, block: result.body, widget: null, errors: [] }
      : refused(errorsOf(result, missing));
  },

  addBlock: async (_, { pageId, name, content }, context) => {
    const missing = { field: 'pageId', message: EDITOR_REPLIES.page };
    const page = toId(pageId);
    if (page === null) return refused([{ field: missing.field, messages: [missing.message] }]);
    const result = await write(context, () => context.content.api.addBlock({ page_id: page, name, content }));
    return result.ok
      ? { ok: true, block: result.body, widget: null, errors: [] }
      : refused(errorsOf(result, missing));
  },

  saveWidget: async (_, { ref, content, title }, context) => {
    const missing = { field: 'general', message: EDITOR_REPLIES.widget };
    const id = await contentId('widgets', ref, context);
    if (id === null) return refused([{ field: 'general', messages: [missing.message] }]);
    const body = { content, ...(title != null ? { title } : {}) };
    const result = await write(context, () => context.content.api.saveWidget(id, body));
    return result.ok
      ? { ok: true, block: null, widget: result.body, errors: [] }
      : refused(errorsOf(result, missing));
  },

  restoreContentRevision: async (_, { kind, id, revisionId }, context) => {
    const missing = { field: 'general', message: EDITOR_REPLIES.revision };
    const restId = await contentId(kind, id, context);
    if (restId === null || !isRestId(revisionId))
      return refused([{ field: 'general', messages: [missing.message] }]);
    const api = context.content.api;
    if (kind === 'blocks') {
      const result = await write(context, () => api.restoreRevision('blocks', restId, Number(revisionId)));
      return result.ok
        ? { ok: true, block: result.body, widget: null, errors: [] }
        : refused(errorsOf(result, missing));
    }
    const result = await write(context, () => api.restoreRevision('widgets', restId, Number(revisionId)));
    return result.ok
      ? { ok: true, block: null, widget: result.body, errors: [] }
      : refused(errorsOf(result, missing));
  },
};

import { useMutation } from '@apollo/client/react';
import type { EditTarget } from '../../components/editable-html.tsx';
import { GENERAL_FAILURE } from '../../components/field-errors.ts';
import { actionFailure, FORM_UNAVAILABLE, serverUnreachable } from '../../components/server-unreachable.ts';
import {
  type ContentKind,
  type EditorSave_PayloadFragment,
  RestoreContentRevisionDocument,
  SaveBlockDocument,
  SaveWidgetDocument,
} from '../../gql/graphql.ts';

/** The outcome of a save or restore, as the flash shows it (SPEC §4). */
export type SaveResult = { ok: true } | { ok: false; message: string };

export const kindOf = (target: EditTarget): ContentKind => target.kind;
export const idOf = (target: EditTarget): string => (target.kind === 'BLOCK' ? target.id : target.ref);

/** Saving is the editor's form: with the api away it says so, as every form does (issue 29). */
const saveFailure = (error?: unknown) => (serverUnreachable(error) ? FORM_UNAVAILABLE : GENERAL_FAILURE);

/** The server's first message (not signed in, no rights, content refused…), else `failure`. */
function resultOf(payload: EditorSave_PayloadFragment | undefined | null, failure: string): SaveResult {
  if (payload?.ok) return { ok: true };
  const message = payload?.errors.flatMap((error) => error.messages)[0];
  return { ok: false, message: message ?? failure };
}

/**
 * Saving and restoring one block or widget. The answers carry the stored (server-cleaned) block
 * or widget; Apollo normalises it (Block by id, Widget by ref, app/apollo.ts), so every page in
 * the cache that shows it shows the new content without asking again.
 */
export function useContentActions(target: EditTarget) {
  const [saveBlock] = useMutation(SaveBlockDocument, { errorPolicy: 'all' });
  const [saveWidget] = useMutation(SaveWidgetDocument, { errorPolicy: 'all' });
  const [restoreRevision] = useMutation(RestoreContentRevisionDocument, { errorPolicy: 'all' });

  async function save(content: string): Promise<SaveResult> {
    try {
      if (target.kind === 'BLOCK') {
        const { data, error } = await saveBlock({ variables: { id: target.id, content } });
        return resultOf(data?.saveBlock, saveFailure(error));
      }
      const { data, error } = await saveWidget({ variables: { ref: target.ref, content } });
      return resultOf(data?.saveWidget, saveFailure(error));
    } catch (error) {
      return { ok: false, message: saveFailure(error) };
    }
  }

  async function restore(revisionId: string): Promise<SaveResult> {
    try {
      const { data, error } = await restoreRevision({
        variables: { kind: kindOf(target), id: idOf(target), revisionId },
      });
      return resultOf(data?.restoreContentRevision, actionFailure(error));
    } catch (error) {
      return { ok: false, message: actionFailure(error) };
    }
  }

  return { save, restore };
}

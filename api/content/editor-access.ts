import type { Request } from 'express';
import { userOf } from '../accounts/users.ts';
import type { ApiConfig } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { Detail, type Json, json, ref } from '../http/openapi.ts';

// Who may edit content: a signed-in user with `is_editor`, while EDITOR_ENABLED is on. Checked
// before anything else of an editor's call (before its id or body are even looked at).

export const LOG_IN_TO_EDIT = 'Log in om te bewerken.';
export const NO_EDIT_RIGHTS = 'Je hebt geen rechten om te bewerken.';

export type Editor = { id: number; email: string };

/**
 * The refusals every editor call documents, in the order they are checked: 401, 403 (`forbidden`
 * says what else refuses the call), 404 (`notFound`: what was not found).
 */
export const editorRefusals = (forbidden: string, notFound: string): Record<string, Json> => ({
  '401': json(ref(Detail), LOG_IN_TO_EDIT),
  '403': json(ref(Detail), `${NO_EDIT_RIGHTS} (${forbidden})`),
  '404': json(ref(Detail), notFound),
});

/** Whether the request's user may edit now. */
export function canEdit(req: Request, config: ApiConfig): boolean {
  return config.editorEnabled && userOf(req)?.isEditor === true;
}

/** The editor of the request: 401 without a user, 403 for a non-editor or with the flag off. */
export function requireEditor(req: Request, config: ApiConfig): Editor {
  const user = userOf(req);
  if (!user) throw new HttpError(401, { detail: LOG_IN_TO_EDIT });
  if (!config.editorEnabled || !user.isEditor) throw new HttpError(403, { detail: NO_EDIT_RIGHTS });
  return { id: user.id, email: user.email };
}

import type { EditorSessionResolvers } from '../../generated/resolvers-types.ts';

/** The api decides (EDITOR_ENABLED and the user's `is_editor`); the gateway only relays it. */
export const EditorSession: EditorSessionResolvers = {
  canEdit: (editor) => editor.can_edit,
};

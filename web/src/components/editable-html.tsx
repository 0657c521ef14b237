import { createContext, useContext } from 'react';
import { RichText } from './rich-text.tsx';

// The slot the in-place editor fills (issue 12). Every content block and widget renders through
// `EditableHtml`; for visitors the context is null and it is plain `RichText`. For an editor the
// shell loads the editor's own chunk (app/editor/) after hydration and puts its component here,
// so no visitor downloads or sees any of it.

/** What can be saved: a page's block (by id) or a widget (by ref). */
export type EditTarget = { kind: 'BLOCK'; id: string } | { kind: 'WIDGET'; ref: string };

export type EditableProps = {
  target: EditTarget;
  html: string;
  className?: string;
  as?: 'div' | 'section';
};

/** What the editor module provides. */
export type EditorUi = { Editable: React.ComponentType<EditableProps> };

export const EditorContext = createContext<EditorUi | null>(null);

/** Editor HTML that an editor can change in place; read-only `RichText` for everyone else. */
export function EditableHtml(props: EditableProps) {
  const editor = useContext(EditorContext);
  if (editor) return <editor.Editable {...props} />;
  return <RichText html={props.html} className={props.className} as={props.as} />;
}

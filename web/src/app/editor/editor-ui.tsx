import { useEffect, useRef, useState } from 'react';
import type { EditableProps, EditorUi } from '../../components/editable-html.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { BlockEditor } from './block-editor.tsx';
import styles from './editor.module.css';

// The editor's chunk (issue 12): loaded by app/shell/editor-host.tsx only for a signed-in editor
// on a site with EDITOR_ENABLED=true. Each content block and widget gets a "Bewerken" control;
// editing happens in place (TipTap), and each save or restore ends in a flash (SPEC §4).

/** How long a flash stays; it is also announced (role="status"). */
const FLASH_MS = 6000;

type Flash = { tone: 'success' | 'error'; text: string };

function Editable({ target, html, className, as: Tag = 'div' }: EditableProps) {
  const [editing, setEditing] = useState(false);
  const [flash, setFlash] = useState<Flash | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  // Back from the editor, the focus returns to the control that opened it.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = (next: Flash | null) => {
    returnFocus.current = true;
    setEditing(false);
    setFlash(next);
  };

  return (
    <Tag className={[styles.editable, className].filter(Boolean).join(' ')} data-editable={target.kind}>
      {editing ? (
        <BlockEditor
          target={target}
          html={html}
          onSaved={(text) => close({ tone: 'success', text })}
          onFailed={(text) => setFlash({ tone: 'error', text })}
          onCancel={() => close(null)}
        />
      ) : (
        <>
          <RichText html={html} />
          <button
            ref={editButton}
            type="button"
            className={styles.editButton}
            onClick={() => {
              setFlash(null);
              setEditing(true);
            }}
          >
            Bewerken
          </button>
        </>
      )}
      <p role="status" className={styles.flash} data-tone={flash?.tone}>
        {flash?.text}
      </p>
    </Tag>
  );
}

export const editorUi: EditorUi = { Editable };

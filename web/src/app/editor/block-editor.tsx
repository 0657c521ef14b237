import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import type { EditTarget } from '../../components/editable-html.tsx';
import { allowedLink } from './allowed-urls.ts';
import styles from './editor.module.css';
import { RevisionList } from './revision-list.tsx';
import { Toolbar } from './toolbar.tsx';
import { useContentActions } from './use-content-actions.ts';

type Props = {
  target: EditTarget;
  html: string;
  onSaved: (message: string) => void;
  onFailed: (message: string) => void;
  onCancel: () => void;
};

/**
 * One block or widget in TipTap, in place of its text: a toolbar, the editable text, Opslaan /
 * Annuleren and the earlier versions. The server cleans what is saved; its answer (the stored
 * content) replaces the block in Apollo's cache, so the page shows exactly what visitors will see.
 */
export function BlockEditor({ target, html, onSaved, onFailed, onCancel }: Props) {
  const { save, restore } = useContentActions(target);
  const [saving, setSaving] = useState(false);
  const [showRevisions, setShowRevisions] = useState(false);
  const editor = useEditor({
    extensions: [
      // The kit's own link is replaced by the configured one below.
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        isAllowedUri: (url) => allowedLink(url),
      }),
      Image,
    ],
    content: html,
    // TipTap would add a <style> element, which the site's CSP (style-src 'self') refuses.
    injectCSS: false,
    immediatelyRender: true,
    autofocus: 'end',
    editorProps: {
      attributes: {
        class: `prose ${styles.surface}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Tekst van dit blok',
      },
    },
  });

  async function onSave() {
    if (saving) return;
    setSaving(true);
    const result = await save(editor.getHTML());
    setSaving(false);
    if (result.ok) onSaved('Opgeslagen.');
    else onFailed(result.message);
  }

  async function onRestore(revisionId: string) {
    const result = await restore(revisionId);
    if (result.ok) onSaved('Vorige versie teruggezet.');
    else onFailed(result.message);
  }

  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      <div className={styles.actions}>
        <button type="button" className={styles.save} disabled={saving} onClick={onSave}>
          {saving ? 'Bezig met opslaan…' : 'Opslaan'}
        </button>
        <button type="button" className={styles.secondary} disabled={saving} onClick={onCancel}>
          Annuleren
        </button>
        <button
          type="button"
          className={styles.link}
          aria-expanded={showRevisions}
          onClick={() => setShowRevisions((shown) => !shown)}
        >
          Vorige versie terugzetten
        </button>
      </div>
      {showRevisions && <RevisionList target={target} onRestore={onRestore} />}
    </div>
  );
}

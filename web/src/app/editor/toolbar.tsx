import { type Editor, useEditorState } from '@tiptap/react';
import { useId, useState } from 'react';
import { allowedImage, allowedLink } from './allowed-urls.ts';
import styles from './editor.module.css';

type UrlKind = 'link' | 'image';

/** The formatting buttons; each says whether it is on where the cursor is (`aria-pressed`). */
export function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
    }),
  });
  const [urlKind, setUrlKind] = useState<UrlKind | null>(null);
  const chain = () => editor.chain().focus();

  const buttons: { label: string; text: string; pressed: boolean; run: () => void }[] = [
    { label: 'Kop', text: 'H2', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    {
      label: 'Tussenkop',
      text: 'H3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { label: 'Vet', text: 'B', pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Cursief', text: 'I', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Opsomming', text: '•', pressed: state.bullets, run: () => chain().toggleBulletList().run() },
    {
      label: 'Genummerde lijst',
      text: '1.',
      pressed: state.numbers,
      run: () => chain().toggleOrderedList().run(),
    },
  ];

  return (
    <div className={styles.toolbarWrap}>
      <div role="toolbar" aria-label="Opmaak" className={styles.toolbar}>
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className={styles.tool}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
        <button
          type="button"
          className={styles.tool}
          aria-pressed={state.link}
          aria-expanded={urlKind === 'link'}
          onClick={() => setUrlKind(urlKind === 'link' ? null : 'link')}
        >
          Link
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-expanded={urlKind === 'image'}
          onClick={() => setUrlKind(urlKind === 'image' ? null : 'image')}
        >
          Afbeelding
        </button>
      </div>
      {urlKind && (
        <UrlForm
          key={urlKind}
          kind={urlKind}
          initial={
            urlKind === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''
          }
          onDone={() => setUrlKind(null)}
          editor={editor}
        />
      )}
    </div>
  );
}

type UrlFormProps = { kind: UrlKind; initial: string; editor: Editor; onDone: () => void };

/** The address of a link or an image, checked against what the server keeps. */
function UrlForm({ kind, initial, editor, onDone }: UrlFormProps) {
  const id = useId();
  const [url, setUrl] = useState(initial);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const value = url.trim();
    if (kind === 'link') {
      if (!value) {
        editor.chain().focus().extendMarkRange('link').unsetLink().run();
        onDone();
        return;
      }
      if (!allowedLink(value)) {
        setError('Gebruik een adres dat begint met https://, /, mailto: of tel:.');
        return;
      }
      editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    } else {
      if (!allowedImage(value)) {
        setError('Gebruik een afbeelding uit de mediabibliotheek (/api/media/…) of een https-adres.');
        return;
      }
      editor.chain().focus().setImage({ src: value, alt: alt.trim() }).run();
    }
    onDone();
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') onDone();
  };

  return (
    // Not a <form>: the editor sits inside pages that may hold forms of their own.
    <div className={styles.urlForm}>
      <label htmlFor={`${id}-url`}>{kind === 'link' ? 'Adres van de link' : 'Adres van de afbeelding'}</label>
      <input
        id={`${id}-url`}
        type="url"
        value={url}
        // biome-ignore lint/a11y/noAutofocus: the field the editor just asked for
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onKeyDown={onKeyDown}
        onChange={(event) => setUrl(event.target.value)}
      />
      {kind === 'image' && (
        <>
          <label htmlFor={`${id}-alt`}>Beschrijving (alt-tekst)</label>
          <input
            id={`${id}-alt`}
            value={alt}
            onKeyDown={onKeyDown}
            onChange={(event) => setAlt(event.target.value)}
          />
        </>
      )}
      <div className={styles.urlActions}>
        <button type="button" className={styles.save} onClick={apply}>
          {kind === 'link' ? 'Link zetten' : 'Afbeelding invoegen'}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          Sluiten
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.urlError}>
          {error}
        </p>
      )}
    </div>
  );
}

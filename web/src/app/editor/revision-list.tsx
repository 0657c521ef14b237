import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { EditTarget } from '../../components/editable-html.tsx';
import { ContentRevisionsDocument } from '../../gql/graphql.ts';
import styles from './editor.module.css';
import { idOf, kindOf } from './use-content-actions.ts';

type Props = { target: EditTarget; onRestore: (revisionId: string) => Promise<void> };

const WHEN = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/** A revision's first words, so an editor recognises the version. */
function excerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
}

/** The earlier versions of a block or widget, newest first, each with "Terugzetten". */
export function RevisionList({ target, onRestore }: Props) {
  const { data, loading, error } = useQuery(ContentRevisionsDocument, {
    variables: { kind: kindOf(target), id: idOf(target) },
    // Each save adds one: always the server's list.
    fetchPolicy: 'network-only',
  });
  const [busy, setBusy] = useState<string | null>(null);

  if (loading) return <p className={styles.revisionNote}>Eerdere versies worden geladen…</p>;
  if (error || !data)
    return <p className={styles.revisionNote}>De eerdere versies konden niet worden geladen.</p>;
  if (data.contentRevisions.length === 0)
    return <p className={styles.revisionNote}>Er is nog geen eerdere versie van dit blok.</p>;

  return (
    <ul className={styles.revisions} aria-label="Eerdere versies">
      {data.contentRevisions.map((revision) => (
        <li key={revision.id}>
          <span>
            <time dateTime={revision.createdAt}>{WHEN.format(new Date(revision.createdAt))}</time>,{' '}
            {revision.editorEmail}
            <span className={styles.excerpt}>{excerpt(revision.content)}</span>
          </span>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy !== null}
            onClick={async () => {
              setBusy(revision.id);
              await onRestore(revision.id);
              setBusy(null);
            }}
          >
            {busy === revision.id ? 'Bezig…' : 'Terugzetten'}
          </button>
        </li>
      ))}
    </ul>
  );
}

import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { EditorContext, type EditorUi } from '../../components/editable-html.tsx';
import { useHydrated } from '../../components/use-client.ts';
import { useMe } from '../../components/use-me.ts';
import { EditorAccessDocument } from '../../gql/graphql.ts';

// In-place editing (issue 12). After hydration the browser of a signed-in user asks whether they
// may edit (private, uncached, a few bytes; a signed-out visitor cannot, so nothing is asked);
// only when the answer is yes is the editor's chunk (TipTap and its toolbar, app/editor/) imported
// and put into the slot every content block renders through. The server and every other visitor
// render the blocks read-only and load none of that code.

const loadEditor = () => import('../editor/editor-ui.tsx');

export function EditorHost({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  const { me } = useMe();
  const { data, refetch } = useQuery(
    EditorAccessDocument,
    hydrated && me ? { fetchPolicy: 'network-only' } : skipToken,
  );
  useAskAgainWhenUserChanges(refetch);
  const canEdit = me != null && data?.editor?.canEdit === true;
  const [ui, setUi] = useState<EditorUi | null>(null);

  useEffect(() => {
    if (!canEdit) {
      setUi(null);
      return;
    }
    let current = true;
    loadEditor()
      .then((module) => {
        if (current) setUi(module.editorUi);
      })
      // A chunk that cannot be loaded leaves the page read-only, as for any visitor.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [canEdit]);

  return <EditorContext value={ui}>{children}</EditorContext>;
}

/**
 * Signing in starts the query (it is skipped while signed out); a change from one user straight
 * to another, without a page load, asks again.
 */
function useAskAgainWhenUserChanges(refetch: () => Promise<unknown>) {
  const { me } = useMe();
  const user = me?.email ?? null;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current !== null && user !== null && previous.current !== user)
      void refetch().catch(() => undefined);
    previous.current = user;
  }, [user, refetch]);
}

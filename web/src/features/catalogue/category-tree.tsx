import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CategoryTree_CategoryFragment } from '../../gql/graphql.ts';
import styles from './category-tree.module.css';

/** A node at any depth of the tree (the fragment nests four levels; all have these fields). */
type Node = { id: string; name: string; path: string; children?: readonly Node[] };

type Props = {
  roots: readonly CategoryTree_CategoryFragment[];
  /** The open category's path ('' for the type's whole list). */
  current: string;
  /** The first entry: the whole list of the type or campaign. */
  allLabel: string;
  /** Categories that hold matches of the list's filters; the others are dimmed. */
  matching: ReadonlySet<string>;
  /** Where a category leads (with the list's filters, without its page). */
  hrefFor: (path: string) => string;
};

const onPath = (node: Node, current: string) => current === node.path || current.startsWith(`${node.path}/`);

/**
 * The category tree as nested lists of links: the path to the open category is open and shows its
 * children, the open category carries aria-current. Categories without a match for the current
 * text, stock filter or campaign are dimmed (still links: the visitor may want to look anyway).
 * Below 900 px the tree folds into a disclosure button, so the articles come first on a phone.
 */
export function CategoryTree({ roots, current, allLabel, matching, hrefFor }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const currentName = findName(roots, current);
  return (
    <nav className={styles.tree} aria-label="Categorieën" data-open={open}>
      <h2 className={styles.title}>Categorieën</h2>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>Categorieën</span>
        <span className={styles.toggleCurrent}>{currentName ?? allLabel}</span>
      </button>
      <ul id={listId} className={styles.list}>
        <li>
          <Link
            to={hrefFor('')}
            className={styles.link}
            aria-current={current === '' ? 'page' : undefined}
            onClick={() => setOpen(false)}
          >
            {allLabel}
          </Link>
        </li>
        {roots.map((node) => (
          <TreeNode
            key={node.id}
            node={node}
            current={current}
            matching={matching}
            hrefFor={hrefFor}
            onNavigate={() => setOpen(false)}
          />
        ))}
      </ul>
    </nav>
  );
}

type NodeProps = Omit<Props, 'roots' | 'allLabel'> & { node: Node; onNavigate: () => void };

function TreeNode({ node, current, matching, hrefFor, onNavigate }: NodeProps) {
  const expanded = onPath(node, current);
  const dimmed = !expanded && !matching.has(node.id);
  const children = expanded ? (node.children ?? []) : [];
  return (
    <li>
      <Link
        to={hrefFor(node.path)}
        className={[styles.link, expanded ? styles.onPath : '', dimmed ? styles.dimmed : ''].join(' ')}
        aria-current={node.path === current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {node.name}
        {dimmed && <span className="visually-hidden"> (geen resultaten)</span>}
      </Link>
      {children.length > 0 && (
        <ul>
          {children.map((child) => (
            <TreeNode
              key={child.id}
              node={child}
              current={current}
              matching={matching}
              hrefFor={hrefFor}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function findName(nodes: readonly Node[], path: string): string | null {
  if (!path) return null;
  for (const node of nodes) {
    if (node.path === path) return node.name;
    if (onPath(node, path)) return findName(node.children ?? [], path);
  }
  return null;
}

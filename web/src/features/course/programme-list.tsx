import type { ProgrammeList_ProgrammeItemFragment } from '../../gql/graphql.ts';
import styles from './programme-list.module.css';

export function ProgrammeList({ items }: { items: readonly ProgrammeList_ProgrammeItemFragment[] }) {
  return (
    <ol className={styles.programme}>
      {items.map((item) => (
        <li key={`${item.name}\n${item.description}`}>
          <h3>{item.name}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ol>
  );
}

import type { CourseCard_CourseFragment } from '../gql/graphql.ts';
import { CourseCard } from './course-card.tsx';
import styles from './course-grid.module.css';

/** Course cards in a responsive grid, or a message when the list is empty. */
export function CourseGrid({
  courses,
  empty,
}: {
  courses: readonly CourseCard_CourseFragment[];
  empty: React.ReactNode;
}) {
  if (courses.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.grid}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

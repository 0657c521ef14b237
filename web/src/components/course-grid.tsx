import type { CourseCard_CourseFragment } from '../gql/graphql.ts';
import { CourseCard } from './course-card.tsx';
import styles from './course-grid.module.css';
import { Bone } from './skeleton.tsx';

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

/** The grid's shape while it loads: cards with the banner's proportions and a two-line body. */
export function CourseGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => `card-${i}`).map((id) => (
        <div key={id} className={styles.cardBone}>
          <span className={styles.imageBone}>
            <Bone height="100%" radius={0} />
          </span>
          <div className={styles.bodyBone}>
            <Bone width="70%" height="1.3rem" />
            <Bone width="35%" height="1.2rem" />
          </div>
        </div>
      ))}
    </div>
  );
}

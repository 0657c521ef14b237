import { CourseCard } from '../../components/course-card.tsx';
import { Notice } from '../../components/notice.tsx';
import type { CourseCard_CourseFragment } from '../../gql/graphql.ts';
import styles from './course-page.module.css';

/** Other courses in the same category; hidden when there are none. */
export function RelatedCourses({ courses }: { courses: readonly CourseCard_CourseFragment[] | null }) {
  if (courses !== null && courses.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">Misschien ook iets voor jou</h2>
      {courses === null ? (
        <Notice>Gerelateerde opleidingen konden op dit moment niet worden geladen.</Notice>
      ) : (
        <div className={styles.relatedGrid}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      )}
    </section>
  );
}

import { Link } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import type { CourseCard_CourseFragment } from '../gql/graphql.ts';
import styles from './course-card.module.css';
import { BtwFreeNote } from './price-view.tsx';

export function CourseCard({ course }: { course: CourseCard_CourseFragment }) {
  return (
    <article className={styles.card}>
      <img className={styles.image} src={course.bannerUrl} alt="" width={600} height={250} loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={paths.course(course.slug)}>{course.name}</Link>
        </h3>
        <p className={styles.price}>
          {course.price.formatted}
          <BtwFreeNote />
        </p>
      </div>
    </article>
  );
}

import { Link } from 'react-router';
import type { CourseCard_CourseFragment } from '../gql/graphql.ts';
import styles from './course-card.module.css';

export function courseHref(slug: string): string {
  return `/educatie/c/${slug}`;
}

export function CourseCard({ course }: { course: CourseCard_CourseFragment }) {
  return (
    <article className={styles.card}>
      <img className={styles.image} src={course.bannerUrl} alt="" width={600} height={250} loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={courseHref(course.slug)}>{course.name}</Link>
        </h3>
        <p className={styles.price}>{course.price.formatted}</p>
      </div>
    </article>
  );
}

import { CategoryFilterSkeleton } from '../../components/category-filter.tsx';
import { CourseGridSkeleton } from '../../components/course-grid.tsx';
import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './education-list.module.css';

/** The list's shape while its query runs: header with intro, filter chips and a grid of cards. */
export function EducationListSkeleton() {
  return (
    <LoadingRegion label="Het aanbod wordt geladen">
      <div className={styles.page}>
        <div className={styles.header}>
          <div className={styles.headerInner}>
            <Bone width="180px" height="1.45rem" />
            <div className={`${styles.title} ${styles.titleBone}`}>
              <Bone width="min(420px, 70%)" height="1.15em" />
            </div>
            <div className={styles.intro}>
              <Bone width="40%" height="1.5rem" />
              <div style={{ height: 10 }} />
              {/* Bones stack at 1.25em a line; the intro reads at 1.6: five bones fill four lines. */}
              <TextLines lines={5} />
            </div>
          </div>
        </div>
        <div className={styles.courses}>
          <CategoryFilterSkeleton />
          <div className={styles.count}>
            <Bone width="120px" height="1em" />
          </div>
          <CourseGridSkeleton />
        </div>
      </div>
    </LoadingRegion>
  );
}

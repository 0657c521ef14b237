import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb, type Crumb } from '../../components/breadcrumb.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { CourseQuote } from '../../components/course-quote.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { BtwFreeNote } from '../../components/price-view.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { lessonsLabel } from '../../components/run-labels.ts';
import type { CoursePageQuery, CoursePageQueryVariables } from '../../gql/graphql.ts';
import { ContactWidget } from './contact-widget.tsx';
import { CourseJsonLd } from './course-json-ld.tsx';
import styles from './course-page.module.css';
import { CourseBlocks, CourseDescription, CourseFaqs, CourseProgramme } from './course-sections.tsx';
import { OpenDayWidget } from './open-day-widget.tsx';
import { RelatedCourses } from './related-courses.tsx';
import { StartDates } from './start-dates.tsx';

type Course = NonNullable<CoursePageQuery['course']>;
export type CourseViewProps = {
  course: Course;
  openDays: CoursePageQuery['openDays'];
  widget: CoursePageQuery['widget'];
};
type Props = {
  queryRef: QueryRef<CoursePageQuery, CoursePageQueryVariables, 'complete' | 'streaming' | 'empty'>;
  /** The layout: the standard course page, or the second layout of /educatie/c/new/:slug. */
  View?: (props: CourseViewProps) => React.ReactNode;
};

export function CoursePage({ queryRef, View = CourseView }: Props) {
  const { data, error } = useReadQuery(queryRef);
  // No data at all (gateway unreachable): the route's error boundary shows the Dutch message.
  if (!data) return <ErrorView />;
  const course = data.course;
  if (!course) {
    if (error) return <ErrorView error={error} />;
    return <CourseNotFound />;
  }
  return <View course={course} openDays={data.openDays} widget={data.widget} />;
}

function CourseNotFound() {
  return (
    <NotFound title="Opleiding niet gevonden">
      Deze opleiding bestaat niet (meer). Bekijk ons actuele aanbod via Educatie in het menu, of ga terug naar
      de homepage.
    </NotFound>
  );
}

/** Home › section › course. */
export function courseCrumbs(course: Course): Crumb[] {
  return [
    { label: 'Home', to: paths.home() },
    ...(course.section ? [{ label: course.section.name, to: paths.section(course.section.slug) }] : []),
    { label: course.name },
  ];
}

/** Plain text with blank lines between paragraphs; a repeated paragraph is dropped (it keys the list). */
export function descriptionParagraphs(description: string): string[] {
  return [...new Set(description.split(/\n\s*\n/).map((p) => p.trim()))].filter(Boolean);
}

function CourseView({ course, openDays, widget }: CourseViewProps) {
  useDocumentMeta(course.name, course.seoDescription);
  const crumbs = courseCrumbs(course);
  const paragraphs = descriptionParagraphs(course.description);
  const nextRun = course.runs?.[0];
  const firstQuote = course.quotes[0];

  return (
    <article className={styles.page}>
      <CourseJsonLd course={course} />
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <Breadcrumb crumbs={crumbs} className={styles.crumbs} />
          <div className={styles.heroGrid}>
            <div>
              {course.section && <p className={styles.eyebrow}>{course.section.name}</p>}
              <h1>{course.name}</h1>
              <dl className={styles.keyFacts}>
                <div>
                  <dt>Prijs</dt>
                  <dd>
                    {course.price.formatted}
                    <BtwFreeNote />
                  </dd>
                </div>
                {nextRun && (
                  <div>
                    <dt>Eerstvolgende start</dt>
                    <dd>{nextRun.startDateHeaderText ?? formatDateLong(nextRun.startDate)}</dd>
                  </div>
                )}
                {nextRun && (
                  <div>
                    <dt>Duur</dt>
                    <dd>{lessonsLabel(nextRun.numberOfLessons)}</dd>
                  </div>
                )}
              </dl>
              {/* Without upcoming runs there is nothing to jump to: the start dates say so. */}
              {nextRun && (
                <a className={styles.heroLink} href="#startdata">
                  Naar de startdata
                </a>
              )}
            </div>
            <img
              className={styles.banner}
              src={course.bannerUrl}
              alt=""
              width={1200}
              height={500}
              fetchPriority="high"
            />
          </div>
        </div>
      </header>

      <div className={styles.body}>
        <div className={styles.main}>
          <CourseDescription paragraphs={paragraphs} section={course.section} />
          <CourseBlocks blocks={course.blocks} />
          {firstQuote && <CourseQuote quote={firstQuote} />}
          <CourseProgramme programme={course.programme} />
          <CourseFaqs faqs={course.faqs} />
        </div>

        <aside className={styles.aside} aria-label="Startdata en informatie">
          <StartDates runs={course.runs} price={course.price.formatted} />
          <OpenDayWidget openDay={openDays[0]} />
          <ContactWidget widget={widget} />
          <ButtonLink to={paths.agenda()} variant="outline" block>
            Bekijk de agenda
          </ButtonLink>
        </aside>
      </div>

      <RelatedCourses courses={course.related} />
    </article>
  );
}

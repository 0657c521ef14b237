import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { formatDateLong } from '../../../../domain/dates.ts';
import { Breadcrumb, type Crumb } from '../../components/breadcrumb.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { ContentBlocks } from '../../components/content-blocks.tsx';
import { FaqList } from '../../components/faq-list.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { Notice } from '../../components/notice.tsx';
import { useDocumentMeta } from '../../components/use-document-meta.ts';
import type { CoursePageQuery, CoursePageQueryVariables } from '../../gql/graphql.ts';
import { ContactWidget } from './contact-widget.tsx';
import styles from './course-page.module.css';
import { CourseQuote } from './course-quote.tsx';
import { OpenDayWidget } from './open-day-widget.tsx';
import { ProgrammeList } from './programme-list.tsx';
import { RelatedCourses } from './related-courses.tsx';
import { lessonsLabel } from './run-card.tsx';
import { StartDates } from './start-dates.tsx';

type Props = {
  queryRef: QueryRef<CoursePageQuery, CoursePageQueryVariables, 'complete' | 'streaming' | 'empty'>;
};
type Course = NonNullable<CoursePageQuery['course']>;

export function CoursePage({ queryRef }: Props) {
  const { data, error } = useReadQuery(queryRef);
  // No data at all (gateway unreachable): the route's error boundary shows the Dutch message.
  if (!data) throw error ?? new Error('De cursus kon niet worden geladen.');
  const course = data.course;
  if (!course) {
    if (error) throw error;
    return <CourseNotFound />;
  }
  return <CourseView course={course} openDays={data.openDays} widget={data.widget} />;
}

function CourseNotFound() {
  return (
    <NotFound title="Opleiding niet gevonden">
      Deze opleiding bestaat niet (meer). Bekijk ons actuele aanbod via Educatie in het menu, of ga terug naar
      de homepage.
    </NotFound>
  );
}

type ViewProps = { course: Course; openDays: CoursePageQuery['openDays']; widget: CoursePageQuery['widget'] };

function CourseView({ course, openDays, widget }: ViewProps) {
  useDocumentMeta(course.name, course.seoDescription);
  const crumbs: Crumb[] = [
    { label: 'Home', to: '/' },
    ...(course.section ? [{ label: course.section.name, to: `/educatie/${course.section.slug}/` }] : []),
    { label: course.name },
  ];
  // Plain text with blank lines between paragraphs; a repeated paragraph is dropped (it keys the list).
  const paragraphs = [...new Set(course.description.split(/\n\s*\n/).map((p) => p.trim()))].filter(Boolean);
  const nextRun = course.runs?.[0];
  const firstQuote = course.quotes[0];

  return (
    <article className={styles.page}>
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
                  <dd>{course.price.formatted}</dd>
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
              <a className={styles.heroLink} href="#startdata">
                Naar de startdata
              </a>
            </div>
            <img className={styles.banner} src={course.bannerUrl} alt="" width={1200} height={500} />
          </div>
        </div>
      </header>

      <div className={styles.body}>
        <div className={styles.main}>
          <section aria-labelledby="about-title" className={styles.section}>
            <h2 id="about-title">Over deze opleiding</h2>
            <div className={styles.description}>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>

          {course.blocks === null ? (
            <Notice>Een deel van de inhoud van deze pagina kon niet worden geladen.</Notice>
          ) : (
            course.blocks.length > 0 && <ContentBlocks blocks={course.blocks} className={styles.blocks} />
          )}

          {firstQuote && <CourseQuote quote={firstQuote} />}

          {course.programme === null ? (
            <section aria-labelledby="programme-title" className={styles.section}>
              <h2 id="programme-title">Programma</h2>
              <Notice>Het programma kon op dit moment niet worden geladen.</Notice>
            </section>
          ) : (
            course.programme.length > 0 && (
              <section aria-labelledby="programme-title" className={styles.section}>
                <h2 id="programme-title">Programma</h2>
                <ProgrammeList items={course.programme} />
              </section>
            )
          )}

          {course.faqs.length > 0 && (
            <section aria-labelledby="faq-title" className={styles.section}>
              <h2 id="faq-title">Veelgestelde vragen</h2>
              <FaqList faqs={course.faqs} />
            </section>
          )}
        </div>

        <aside className={styles.aside} aria-label="Startdata en informatie">
          <StartDates runs={course.runs} price={course.price.formatted} />
          <OpenDayWidget openDay={openDays[0]} />
          <ContactWidget widget={widget} />
          <ButtonLink to="/agenda/" variant="outline" block>
            Bekijk de agenda
          </ButtonLink>
        </aside>
      </div>

      <RelatedCourses courses={course.related} />
    </article>
  );
}

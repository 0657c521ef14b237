import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { CourseQuote } from '../../components/course-quote.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { BtwFreeNote } from '../../components/price-view.tsx';
import { lessonsLabel } from '../../components/run-labels.ts';
import { ContactWidget } from './contact-widget.tsx';
import { CourseJsonLd } from './course-json-ld.tsx';
import styles from './course-new-page.module.css';
import { type CourseViewProps, courseCrumbs, descriptionParagraphs } from './course-page.tsx';
import { CourseBlocks, CourseDescription, CourseFaqs, CourseProgramme } from './course-sections.tsx';
import { OpenDayWidget } from './open-day-widget.tsx';
import { RelatedCourses } from './related-courses.tsx';
import { StartDateStrip } from './start-date-strip.tsx';

/**
 * The second course layout (/educatie/c/new/:slug): the same data as the course page, arranged
 * as a full-width hero over the banner, the start dates as a horizontal strip under it, then the
 * story with the widgets beside it.
 */
export function CourseNewView({ course, openDays, widget }: CourseViewProps) {
  useDocumentMeta(course.name, course.seoDescription);
  const nextRun = course.runs?.[0];
  const [firstQuote, secondQuote] = course.quotes;

  return (
    <article className={styles.page} data-layout="new">
      <CourseJsonLd course={course} />
      <header className={styles.hero}>
        <img
          className={styles.heroImage}
          src={course.bannerUrl}
          alt=""
          width={1200}
          height={600}
          fetchPriority="high"
        />
        <div className={styles.heroShade}>
          <div className={styles.heroInner}>
            <Breadcrumb crumbs={courseCrumbs(course)} className={styles.crumbs} />
            {course.section && <p className={styles.eyebrow}>{course.section.name}</p>}
            <h1>{course.name}</h1>
            {course.seoDescription && <p className={styles.lead}>{course.seoDescription}</p>}
            <ul className={styles.chips} aria-label="Kerngegevens">
              <li>
                {course.price.formatted}
                <BtwFreeNote />
              </li>
              {nextRun && (
                <li>{nextRun.startDateHeaderText ?? `Start ${formatDateLong(nextRun.startDate)}`}</li>
              )}
              {nextRun && <li>{lessonsLabel(nextRun.numberOfLessons)}</li>}
            </ul>
            {/* Without upcoming runs there is no date to choose: the strip below says so. */}
            {nextRun && (
              <a className={styles.heroLink} href="#startdata">
                Kies je startdatum
              </a>
            )}
          </div>
        </div>
      </header>

      <StartDateStrip runs={course.runs} price={course.price.formatted} />

      <div className={styles.body}>
        <div className={styles.main}>
          <CourseDescription
            paragraphs={descriptionParagraphs(course.description)}
            section={course.section}
          />
          {firstQuote && <CourseQuote quote={firstQuote} />}
          <CourseBlocks blocks={course.blocks} />
          <CourseProgramme programme={course.programme} />
        </div>
        <aside className={styles.aside} aria-label="Informatie">
          <OpenDayWidget openDay={openDays[0]} />
          {secondQuote && <CourseQuote quote={secondQuote} />}
          <ContactWidget widget={widget} />
          <ButtonLink to={paths.agenda()} variant="outline" block>
            Bekijk de agenda
          </ButtonLink>
        </aside>
      </div>

      <div className={styles.faqs}>
        <CourseFaqs faqs={course.faqs} />
      </div>

      <RelatedCourses courses={course.related} />
    </article>
  );
}

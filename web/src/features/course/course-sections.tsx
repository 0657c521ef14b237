import { ContentBlocks } from '../../components/content-blocks.tsx';
import { FaqList } from '../../components/faq-list.tsx';
import { Notice } from '../../components/notice.tsx';
import type { CoursePageQuery } from '../../gql/graphql.ts';
import styles from './course-page.module.css';
import { ProgrammeList } from './programme-list.tsx';

// The parts of a course page both layouts show, each with its own "could not be loaded" state.

type Course = NonNullable<CoursePageQuery['course']>;

/** The section's kind in the heading: a cursus is not an opleiding. */
const ABOUT_HEADINGS: Record<string, string> = {
  opleidingen: 'Over deze opleiding',
  cursussen: 'Over deze cursus',
  workshops: 'Over deze workshop',
  tussenjaar: 'Over dit tussenjaar',
};

/** "Over deze cursus" for a course in the cursussen; "Over deze opleiding" when the section is unknown. */
export function aboutHeading(section: Course['section']): string {
  return (section && ABOUT_HEADINGS[section.slug]) ?? 'Over deze opleiding';
}

type DescriptionProps = { paragraphs: readonly string[]; section: Course['section'] };

export function CourseDescription({ paragraphs, section }: DescriptionProps) {
  return (
    <section aria-labelledby="about-title" className={styles.section}>
      <h2 id="about-title">{aboutHeading(section)}</h2>
      <div className={styles.description}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

export function CourseBlocks({ blocks }: { blocks: Course['blocks'] }) {
  if (blocks === null)
    return <Notice>Een deel van de inhoud van deze pagina kon niet worden geladen.</Notice>;
  if (blocks.length === 0) return null;
  return <ContentBlocks blocks={blocks} className={styles.blocks} />;
}

export function CourseProgramme({ programme }: { programme: Course['programme'] }) {
  if (programme !== null && programme.length === 0) return null;
  return (
    <section aria-labelledby="programme-title" className={styles.section}>
      <h2 id="programme-title">Programma</h2>
      {programme === null ? (
        <Notice>Het programma kon op dit moment niet worden geladen.</Notice>
      ) : (
        <ProgrammeList items={programme} />
      )}
    </section>
  );
}

export function CourseFaqs({ faqs }: { faqs: Course['faqs'] }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className={styles.section}>
      <h2 id="faq-title">Veelgestelde vragen</h2>
      <FaqList faqs={faqs} />
    </section>
  );
}

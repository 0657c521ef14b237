import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { CategoryFilter, flattenCategories } from '../../components/category-filter.tsx';
import { ContentBlocks } from '../../components/content-blocks.tsx';
import { CourseGrid } from '../../components/course-grid.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { FaqList } from '../../components/faq-list.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { Notice } from '../../components/notice.tsx';
import { QuoteGrid } from '../../components/quote-grid.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import type { EducationListQuery, EducationListQueryVariables } from '../../gql/graphql.ts';
import styles from './education-list.module.css';

type Props = {
  queryRef: QueryRef<EducationListQuery, EducationListQueryVariables, 'complete' | 'streaming' | 'empty'>;
  category: string | null;
};
type Section = NonNullable<EducationListQuery['section']>;

export function EducationList({ queryRef, category }: Props) {
  const { data, error } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  const section = data.section;
  if (!section) {
    if (error) return <ErrorView error={error} />;
    return (
      <NotFound title="Onderdeel niet gevonden">
        Dit onderdeel van ons opleidingsaanbod bestaat niet (meer). Kies een onderdeel via Educatie in het
        menu.
      </NotFound>
    );
  }
  const chosen = category ? flattenCategories(data.categories).find((c) => c.slug === category) : undefined;
  if (category && !chosen && !error) {
    return (
      <NotFound title="Categorie niet gevonden">
        In {section.name.toLowerCase()} is er geen categorie met deze naam. Bekijk het hele aanbod via
        Educatie in het menu.
      </NotFound>
    );
  }
  return <ListView section={section} data={data} categoryName={chosen?.name ?? null} category={category} />;
}

type ViewProps = {
  section: Section;
  data: EducationListQuery;
  category: string | null;
  categoryName: string | null;
};

function ListView({ section, data, category, categoryName }: ViewProps) {
  const heading = categoryName ? `${section.name}: ${categoryName}` : section.name;
  useDocumentMeta(
    heading,
    `${section.name} bij Studio Lumen Amsterdam${categoryName ? ` in de categorie ${categoryName}` : ''}: bekijk het aanbod met startdata, prijzen en ervaringen van cursisten.`,
  );
  const count = data.courses.length;
  const [intro, ...moreBlocks] = section.blocks ?? [];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Breadcrumb
            crumbs={[
              { label: 'Home', to: paths.home() },
              ...(categoryName
                ? [{ label: section.name, to: paths.section(section.slug) }, { label: categoryName }]
                : [{ label: section.name }]),
            ]}
          />
          <h1 className={styles.title}>{heading}</h1>
          {intro && <ContentBlocks blocks={[intro]} className={styles.intro} />}
        </div>
      </header>

      <section className={styles.courses} aria-labelledby="courses-title">
        <h2 id="courses-title" className="visually-hidden">
          Aanbod
        </h2>
        {data.categories.length > 0 && (
          <CategoryFilter
            categories={data.categories}
            current={category}
            hrefFor={(slug) => paths.section(section.slug, slug)}
          />
        )}
        <p className={styles.count} aria-live="polite">
          {count === 1 ? '1 resultaat' : `${count} resultaten`}
          {categoryName && ` in ${categoryName}`}
        </p>
        <CourseGrid
          courses={data.courses}
          empty="Er is op dit moment geen aanbod in deze categorie. Kies een andere categorie of bekijk alles."
        />
      </section>

      <div className={styles.more}>
        {section.blocks === null ? (
          <Notice>Een deel van de inhoud van deze pagina kon niet worden geladen.</Notice>
        ) : (
          moreBlocks.length > 0 && <ContentBlocks blocks={moreBlocks} className={styles.blocks} />
        )}
        <QuoteGrid quotes={section.quotes} />
        {section.faqs.length > 0 && (
          <section aria-labelledby="faq-title" className={styles.faqs}>
            <h2 id="faq-title">Veelgestelde vragen</h2>
            <FaqList faqs={section.faqs} />
          </section>
        )}
      </div>
    </div>
  );
}

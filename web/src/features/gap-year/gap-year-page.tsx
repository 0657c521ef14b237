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
import type { GapYearPageQuery, GapYearPageQueryVariables } from '../../gql/graphql.ts';
import {
  daysPerWeekLabel,
  GapYearComparison,
  type GapYearVariant,
  gapYearVariants,
  rentalDiscountLabel,
  variantName,
} from './gap-year-comparison.tsx';
import styles from './gap-year-page.module.css';

type Props = {
  queryRef: QueryRef<GapYearPageQuery, GapYearPageQueryVariables, 'complete' | 'streaming' | 'empty'>;
  category: string | null;
};

/** The page's meta description, with the variants' figures as the server gives them. */
function description(variants: readonly GapYearVariant[]): string {
  const [first] = variants;
  if (!first) return 'Het tussenjaar van Studio Lumen: een jaar lang film maken in een vaste groep.';
  const each = variants.map(
    (v) => `${variantName(v)} (${daysPerWeekLabel(v.gapYear.daysPerWeek)}, ${v.price.formatted})`,
  );
  return `Het tussenjaar van Studio Lumen: ${each.join(' of ')}, met verhuurtegoed en ${rentalDiscountLabel(first)}.`;
}

export function GapYearPage({ queryRef, category }: Props) {
  const { data, error } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  const chosen = category ? flattenCategories(data.categories).find((c) => c.slug === category) : undefined;
  if (category && !chosen && !error) {
    return (
      <NotFound title="Categorie niet gevonden">
        Het tussenjaar heeft geen categorie met deze naam. Bekijk het hele tussenjaaraanbod.
      </NotFound>
    );
  }
  return <GapYearView data={data} category={category} categoryName={chosen?.name ?? null} />;
}

type ViewProps = { data: GapYearPageQuery; category: string | null; categoryName: string | null };

function GapYearView({ data, category, categoryName }: ViewProps) {
  const section = data.section;
  const name = section?.name ?? 'Tussenjaar';
  const variants = gapYearVariants(data.variants);
  // The rental discount after the year; every variant gives the same, so the first one says it.
  const discount = variants[0]?.gapYear;
  useDocumentMeta(categoryName ? `${name}: ${categoryName}` : name, description(variants));
  const count = data.courses.length;
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <Breadcrumb
            className={styles.crumbs}
            crumbs={[
              { label: 'Home', to: paths.home() },
              ...(categoryName
                ? [{ label: name, to: paths.gapYear() }, { label: categoryName }]
                : [{ label: name }]),
            ]}
          />
          <p className={styles.eyebrow}>Voor wie wil ontdekken wat film voor je betekent</p>
          <h1>{name}</h1>
          <p className={styles.lead}>
            Een jaar lang film maken met een vaste groep, begeleid door docenten uit het vak. Kies twee of
            drie dagen per week
            {discount
              ? `, krijg verhuurtegoed voor je eigen projecten en huur daarna nog ${discount.rentalDiscountYears} jaar met ${discount.rentalDiscountPercent}% korting.`
              : ' en krijg verhuurtegoed voor je eigen projecten.'}
          </p>
        </div>
      </header>

      <div className={styles.body}>
        <GapYearComparison variants={variants} />

        {section?.blocks === null ? (
          <Notice>Een deel van de inhoud van deze pagina kon niet worden geladen.</Notice>
        ) : (
          section &&
          section.blocks.length > 0 && <ContentBlocks blocks={section.blocks} className={styles.blocks} />
        )}

        <section className={styles.courses} aria-labelledby="courses-title">
          <h2 id="courses-title">Het tussenjaaraanbod</h2>
          {data.categories.length > 0 && (
            <CategoryFilter categories={data.categories} current={category} hrefFor={paths.gapYear} />
          )}
          <p className={styles.count} aria-live="polite">
            {count === 1 ? '1 resultaat' : `${count} resultaten`}
            {categoryName && ` in ${categoryName}`}
          </p>
          <CourseGrid courses={data.courses} empty="Er is op dit moment geen aanbod in deze categorie." />
        </section>

        {section && <QuoteGrid quotes={section.quotes} title="Oud-deelnemers aan het woord" />}
        {section && section.faqs.length > 0 && (
          <section aria-labelledby="faq-title" className={styles.faqs}>
            <h2 id="faq-title">Veelgestelde vragen</h2>
            <FaqList faqs={section.faqs} />
          </section>
        )}
      </div>
    </div>
  );
}

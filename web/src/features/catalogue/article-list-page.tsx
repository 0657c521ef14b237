import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { Link, useNavigation } from 'react-router';
import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb, type Crumb } from '../../components/breadcrumb.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { PriceViewSwitch, usePriceView } from '../../components/price-view.tsx';
import { RentalPeriodWidget } from '../../components/rental-period/rental-period-widget.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import type {
  ArticleListMoreQueryVariables,
  ArticleListPageQuery,
  ArticleListPageQueryVariables,
  ArticleType,
} from '../../gql/graphql.ts';
import { AbsentKindNotice } from './absent-kind-notice.tsx';
import { TYPE_NAMES } from './article-labels.ts';
import styles from './article-list.module.css';
import { ArticleResults } from './article-results.tsx';
import { CategoryTree } from './category-tree.tsx';
import { ListFilters } from './list-filters.tsx';
import { type ListRoute, listSearch } from './list-params.ts';

type Props = {
  queryRef: QueryRef<ArticleListPageQuery, ArticleListPageQueryVariables, 'complete' | 'streaming' | 'empty'>;
  list: ListRoute;
  filters: Omit<ArticleListMoreQueryVariables, 'offset'>;
};
type Data = ArticleListPageQuery & { articles: NonNullable<ArticleListPageQuery['articles']> };

export function ArticleListPage({ queryRef, list, filters }: Props) {
  const { data, error } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  // Null articles: the category path or the campaign does not exist (or the api failed).
  if (!data.articles) {
    if (error) return <ErrorView error={error} />;
    return <ListNotFound list={list} />;
  }
  return <ListView data={data as Data} list={list} filters={filters} />;
}

function ListNotFound({ list }: { list: ListRoute }) {
  const typeName = TYPE_NAMES[list.type].toLowerCase();
  if (list.sale) {
    return (
      <NotFound title="Actie niet gevonden">
        Deze actie bestaat niet (meer) of heeft deze categorie niet. Bekijk ons hele aanbod onder {typeName}{' '}
        in het menu.
      </NotFound>
    );
  }
  return (
    <NotFound title="Categorie niet gevonden">
      Deze categorie bestaat niet (meer). Kies een categorie in {typeName}, of zoek een artikel met de
      zoekknop bovenaan.
    </NotFound>
  );
}

/** What a type's articles are, for a page description: "huren", "kopen". */
const DESCRIPTIONS: Record<ArticleType, (subject: string) => string> = {
  RENTAL: (subject) =>
    `${subject} huren bij Studio Lumen in Amsterdam: dagprijzen, borg en voorraad van elk artikel.`,
  SALE: (subject) =>
    `${subject} kopen bij Studio Lumen in Amsterdam: prijzen, acties en voorraad van elk artikel.`,
  OCCASION: (subject) =>
    `${subject} als occasion (gebruikt en nagekeken) bij Studio Lumen in Amsterdam: prijzen en voorraad.`,
};

type ViewProps = { data: Data; list: ListRoute; filters: Props['filters'] };

function ListView({ data, list, filters }: ViewProps) {
  const { type, categoryPath, page, q, stock } = list;
  const view = usePriceView();
  const category = data.articleCategory ?? null;
  const sale = data.sale ?? null;
  const typeName = TYPE_NAMES[type];
  const heading = sale
    ? category
      ? `${sale.name}: ${category.name}`
      : sale.name
    : (category?.title ?? typeName);
  useDocumentMeta(
    heading,
    sale ? sale.description : DESCRIPTIONS[type](category?.name ?? 'Camera-, licht- en geluidsapparatuur'),
  );

  // The list's own URL for another category (same campaign, same filters, page 1).
  const listPath = (path: string) =>
    sale ? paths.saleList(type, sale.slug, path) : paths.articleList(type, path);
  const hrefFor = (path: string) => `${listPath(path)}${listSearch({ q, stock })}`;

  const navigation = useNavigation();
  const busy = navigation.state === 'loading';
  const parent = category?.ancestors.at(-2) ?? null;
  const filtered = q !== '' || stock.length > 0;
  const scopeName = category?.name ?? sale?.name ?? typeName.toLowerCase();

  const empty = (
    <>
      <p className={styles.emptyTitle}>
        {filtered
          ? `Geen artikelen gevonden${q ? ` voor “${q}”` : ''} in ${scopeName}.`
          : `In ${scopeName} zijn op dit moment geen artikelen.`}
      </p>
      {q && data.articles.suggestion && (
        <p className={styles.suggestion}>
          Bedoelde je{' '}
          <Link to={`${listPath(categoryPath)}${listSearch({ q: data.articles.suggestion, stock })}`}>
            “{data.articles.suggestion}”
          </Link>
          ?
        </p>
      )}
      <ul className={styles.emptyActions}>
        {filtered && (
          <li>
            <Link to={listPath(categoryPath)}>Wis het filter</Link>
          </li>
        )}
        {category && (
          <li>
            <Link to={hrefFor(parent?.path ?? '')}>
              {filtered ? 'Zoek in' : 'Naar'}{' '}
              {parent ? parent.name : sale ? `heel ${sale.name}` : `alle ${typeName.toLowerCase()}`}
            </Link>
          </li>
        )}
        {!category && sale && (
          <li>
            <Link to={paths.articleList(type)}>Bekijk alle {typeName.toLowerCase()}</Link>
          </li>
        )}
      </ul>
    </>
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumb crumbs={listCrumbs(type, category, sale)} />
        <h1 className={styles.title}>{heading}</h1>
        {sale && (
          <div className={styles.saleIntro}>
            <p>{sale.description}</p>
            {sale.endsOn && (
              <p className={styles.saleEnds}>Loopt tot en met {formatDateLong(sale.endsOn)}.</p>
            )}
          </div>
        )}
      </header>

      <div className={styles.layout}>
        <aside className={styles.side}>
          <CategoryTree
            roots={data.categoryTree ?? []}
            current={categoryPath}
            allLabel={sale ? `Heel ${sale.name}` : `Alle ${typeName.toLowerCase()}`}
            matching={new Set(data.articles.matchingCategoryIds)}
            hrefFor={hrefFor}
          />
        </aside>

        <section className={styles.results} aria-labelledby="articles-title" aria-busy={busy || undefined}>
          <h2 id="articles-title" className="visually-hidden">
            Artikelen
          </h2>
          <ListFilters
            q={q}
            stock={stock}
            showStock={type !== 'RENTAL'}
            label={
              category
                ? 'Zoek in deze categorie'
                : sale
                  ? 'Zoek in deze actie'
                  : `Zoek in ${typeName.toLowerCase()}`
            }
          />
          {type === 'RENTAL' && (
            <div className={styles.period}>
              <RentalPeriodWidget />
            </div>
          )}
          <div className={styles.priceBar}>
            <p className={styles.priceNote}>
              De prijzen hieronder zijn {type === 'RENTAL' ? 'per dag, ' : ''}
              {view === 'excl' ? 'exclusief' : 'inclusief'} btw.
            </p>
            <PriceViewSwitch />
          </div>
          {q && data.articles.absentKind && (
            <AbsentKindNotice absent={data.articles.absentKind} className={styles.absentKind} />
          )}
          <div className={busy ? styles.pending : undefined}>
            <ArticleResults
              list={data.articles}
              type={type}
              page={page}
              q={q}
              stock={stock}
              filters={filters}
              empty={empty}
            />
          </div>
        </section>
      </div>
    </div>
  );
}

/** Home › Verhuur › (campaign ›) the category's ancestors › the category. */
function listCrumbs(type: ArticleType, category: Data['articleCategory'], sale: Data['sale']): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', to: paths.home() },
    { label: TYPE_NAMES[type], to: paths.articleList(type) },
  ];
  if (sale) crumbs.push({ label: sale.name, to: paths.saleList(type, sale.slug) });
  for (const ancestor of category?.ancestors ?? []) {
    crumbs.push({
      label: ancestor.name,
      to: sale ? paths.saleList(type, sale.slug, ancestor.path) : paths.articleList(type, ancestor.path),
    });
  }
  return crumbs;
}

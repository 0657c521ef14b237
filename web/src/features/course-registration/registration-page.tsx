import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { useDocumentMeta, useHttpStatus } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { BtwFreeNote } from '../../components/price-view.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import type { RegistrationPageQuery, RegistrationPageQueryVariables } from '../../gql/graphql.ts';
import { RegistrationForm } from './registration-form.tsx';
import styles from './registration-page.module.css';

type Props = {
  queryRef: QueryRef<
    RegistrationPageQuery,
    RegistrationPageQueryVariables,
    'complete' | 'streaming' | 'empty'
  >;
};
type Course = NonNullable<RegistrationPageQuery['course']>;
type Run = NonNullable<RegistrationPageQuery['run']>;

export function RegistrationPage({ queryRef }: Props) {
  const { data, error } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  const { course, run } = data;
  if (!course) {
    if (error) return <ErrorView error={error} />;
    return <NotFound title="Opleiding niet gevonden" />;
  }
  if (!run && error) return <ErrorView error={error} />;
  // A run of another course, a run that has started, or no run at all: nothing to register for.
  if (!run || run.course.slug !== course.slug || !run.registrationOpen)
    return <RunUnavailable course={course} />;
  return <RegistrationView course={course} run={run} />;
}

function crumbs(course: Course) {
  return [
    { label: 'Home', to: paths.home() },
    { label: course.name, to: paths.course(course.slug) },
    { label: 'Inschrijven' },
  ];
}

function RunUnavailable({ course }: { course: Course }) {
  useDocumentMeta(`Inschrijven: ${course.name}`, undefined, { noindex: true });
  // No such run to register for: the page explains it, and says so to crawlers too.
  useHttpStatus(404);
  return (
    <div className={styles.page}>
      <Breadcrumb crumbs={crumbs(course)} />
      <h1>Inschrijven voor {course.name}</h1>
      <p className={styles.lead}>
        Voor deze startdatum kun je je niet (meer) inschrijven. Kies een andere startdatum op de pagina van de
        opleiding.
      </p>
      <ButtonLink to={paths.course(course.slug)}>Naar {course.name}</ButtonLink>
    </div>
  );
}

function lessons(count: number) {
  return count === 1 ? '1 les' : `${count} lessen`;
}

function RegistrationView({ course, run }: { course: Course; run: Run }) {
  useDocumentMeta(`Inschrijven: ${course.name}`, undefined, { noindex: true });
  const start = formatDateLong(run.startDate);
  return (
    <div className={styles.page}>
      <Breadcrumb crumbs={crumbs(course)} />
      <p className={styles.eyebrow}>Inschrijven</p>
      <h1>{course.name}</h1>
      <dl className={styles.summary} aria-label="De gekozen startdatum">
        <div>
          <dt>Start</dt>
          <dd>
            {run.startDateHeaderText ? (
              `${run.startDateHeaderText} (${start})`
            ) : (
              <time dateTime={run.startDate}>{start}</time>
            )}
          </dd>
        </div>
        <div>
          <dt>Lessen</dt>
          <dd>
            {lessons(run.numberOfLessons)}
            {run.daysOfWeekRemark && <span className={styles.remark}>{run.daysOfWeekRemark}</span>}
          </dd>
        </div>
        <div>
          <dt>Prijs</dt>
          <dd>
            {run.price.formatted}
            <BtwFreeNote />
          </dd>
        </div>
      </dl>
      <RegistrationForm course={course} run={run} />
    </div>
  );
}

export function RegistrationSkeleton() {
  return (
    <LoadingRegion label="De inschrijving wordt geladen">
      <div className={styles.page}>
        <Bone width="260px" height="1rem" />
        <div style={{ height: 40 }} />
        <Bone width="30%" height="1rem" />
        <div style={{ height: 12 }} />
        <Bone width="80%" height="3rem" />
        <div style={{ height: 24 }} />
        <Bone height="96px" radius={16} />
        <div style={{ height: 32 }} />
        <TextLines lines={4} />
      </div>
    </LoadingRegion>
  );
}
